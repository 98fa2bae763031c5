import { describe, expect, it } from 'vitest'
import { formatRemaining, messageWindow } from './message-window'

const NOW = Date.parse('2026-11-29T20:00:00Z')
const at = (ms: number) => new Date(NOW + ms).toISOString()
const MIN = 60_000
const HOUR = 60 * MIN

describe('the window clock', () => {
  it('counts hours and minutes, rounded down', () => {
    expect(formatRemaining(3 * HOUR + 12 * MIN + 59_000)).toBe('3 h 12 min')
    expect(formatRemaining(5 * HOUR)).toBe('5 h')
    expect(formatRemaining(45 * MIN + 30_000)).toBe('45 min')
    expect(formatRemaining(59_000)).toBe('less than a minute')
    expect(formatRemaining(2 * 24 * HOUR + 4 * HOUR + 10 * MIN)).toBe('2 days 4 h')
    expect(formatRemaining(24 * HOUR)).toBe('1 day')
  })

  it('says when the 24-hour window closes while it is open', () => {
    const window = messageWindow(
      { windowEndsAt: at(3 * HOUR + 12 * MIN), humanAgentUntil: null },
      NOW,
    )
    expect(window).toEqual({
      state: 'open',
      endsAt: NOW + 3 * HOUR + 12 * MIN,
      label: 'Window closes in 3 h 12 min',
    })
  })

  it('offers the human-agent days once the 24 hours are over', () => {
    const window = messageWindow(
      { windowEndsAt: at(-HOUR), humanAgentUntil: at(5 * 24 * HOUR + 23 * HOUR) },
      NOW,
    )
    expect(window.state).toBe('human_agent')
    expect(window.label).toBe('24-hour window closed; a person may answer for 5 days 23 h more')
  })

  it('is closed when both are over, at the very millisecond, or unknown', () => {
    expect(messageWindow({ windowEndsAt: at(-HOUR), humanAgentUntil: at(-1) }, NOW).state).toBe(
      'closed',
    )
    expect(messageWindow({ windowEndsAt: at(0), humanAgentUntil: null }, NOW).state).toBe('closed')
    expect(messageWindow({ windowEndsAt: null, humanAgentUntil: null }, NOW)).toEqual({
      state: 'closed',
      label: 'Window closed',
    })
  })
})
