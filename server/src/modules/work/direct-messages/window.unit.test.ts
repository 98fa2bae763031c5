import { describe, expect, it } from 'vitest'
import { sendDecision } from './window'

const HOUR = 3600_000
const now = new Date('2026-11-29T20:00:00Z')
const ago = (hours: number) => new Date(now.getTime() - hours * HOUR)

describe("Instagram's windows for a direct message", () => {
  it('allows an ordinary message within 24 hours of the follower’s last message', () => {
    expect(sendDecision(ago(23.9), now, { humanAgent: false, humanAgentEnabled: false })).toEqual({
      ok: true,
      humanAgent: false,
    })
  })

  it('refuses after 24 hours when the operator has not enabled the human-agent tag', () => {
    const decision = sendDecision(ago(25), now, { humanAgent: true, humanAgentEnabled: false })
    expect(decision).toMatchObject({ ok: false, code: 'WINDOW_CLOSED' })
  })

  it('asks for the tag after 24 hours, and takes it within 7 days when enabled', () => {
    expect(
      sendDecision(ago(25), now, { humanAgent: false, humanAgentEnabled: true }),
    ).toMatchObject({ ok: false, code: 'HUMAN_AGENT_UNAVAILABLE' })
    expect(sendDecision(ago(6 * 24), now, { humanAgent: true, humanAgentEnabled: true })).toEqual({
      ok: true,
      humanAgent: true,
    })
  })

  it('refuses after 7 days whatever the tag, and before the follower ever wrote', () => {
    expect(
      sendDecision(ago(7 * 24 + 1), now, { humanAgent: true, humanAgentEnabled: true }),
    ).toMatchObject({ ok: false, code: 'WINDOW_CLOSED' })
    expect(sendDecision(null, now, { humanAgent: true, humanAgentEnabled: true })).toMatchObject({
      ok: false,
      code: 'WINDOW_CLOSED',
    })
  })
})
