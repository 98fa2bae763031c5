import { describe, expect, it } from 'vitest'
import { daysOf, postsByDay, rangeOf, rescheduledTo, stepAnchor } from './calendar-placement'

const post = (id: string, scheduledAt: string, timeZone: string) => ({
  id,
  scheduledAt,
  publishedAt: null,
  organization: { id: `org-${timeZone}`, name: timeZone, timeZone },
})

describe('the calendar puts each post on its church’s day', () => {
  it('places posts of churches in different zones on their own days', () => {
    // The same instant: Saturday evening in Los Angeles, Sunday morning in Nairobi.
    const instant = '2026-12-06T04:00:00.000Z'
    const la = post('la', instant, 'America/Los_Angeles')
    const nairobi = post('nairobi', instant, 'Africa/Nairobi')
    const byDay = postsByDay([la, nairobi], daysOf('week', '2026-12-03'))
    expect(byDay.get('2026-12-05')?.map((p) => p.id)).toEqual(['la'])
    expect(byDay.get('2026-12-06')?.map((p) => p.id)).toEqual(['nairobi'])
  })

  it('orders a day by time and leaves out days the view does not show', () => {
    const a = post('a', '2026-12-06T18:00:00.000Z', 'Europe/London')
    const b = post('b', '2026-12-06T08:00:00.000Z', 'Europe/London')
    const outside = post('outside', '2026-11-29T08:00:00.000Z', 'Europe/London')
    const byDay = postsByDay([a, b, outside], daysOf('week', '2026-12-06'))
    expect(byDay.get('2026-12-06')?.map((p) => p.id)).toEqual(['b', 'a'])
    expect([...byDay.keys()]).toEqual(['2026-12-06'])
  })

  it('places a post published early by its publishing time', () => {
    const published = {
      ...post('p', '2026-12-07T09:00:00.000Z', 'UTC'),
      publishedAt: '2026-12-05T09:00:00.000Z',
    }
    expect([...postsByDay([published], daysOf('month', '2026-12-01')).keys()]).toEqual([
      '2026-12-05',
    ])
  })

  it('moves a dragged post to the new day at the same church-local time', () => {
    // 09:30 in New York (winter, UTC−5), dropped three days later.
    const moved = rescheduledTo(
      post('ny', '2026-12-03T14:30:00.000Z', 'America/New_York'),
      '2026-12-06',
    )
    expect(moved).toBe('2026-12-06T14:30:00.000Z')
    // Across the start of summer time in New York (8 March 2026): still 09:30 there.
    const spring = rescheduledTo(
      post('ny', '2026-03-06T14:30:00.000Z', 'America/New_York'),
      '2026-03-09',
    )
    expect(spring).toBe('2026-03-09T13:30:00.000Z')
  })

  it('shows whole weeks for a month, seven days for a week, the month’s days for a list', () => {
    // February 2026 begins on a Sunday: five weeks from Monday 26 January.
    expect(daysOf('month', '2026-02-10')).toHaveLength(35)
    expect(daysOf('month', '2026-02-10')[0]).toBe('2026-01-26')
    expect(daysOf('week', '2026-02-10')).toHaveLength(7)
    expect(daysOf('list', '2026-02-10')[0]).toBe('2026-02-01')
    expect(daysOf('list', '2026-02-10').at(-1)).toBe('2026-02-28')
    expect(rangeOf('week', '2026-02-10')).toEqual({
      from: '2026-02-08T00:00:00.000Z',
      to: '2026-02-17T00:00:00.000Z',
    })
    expect(stepAnchor('week', '2026-02-10', 1)).toBe('2026-02-16')
    expect(stepAnchor('month', '2026-02-10', -1)).toBe('2026-01-01')
  })
})
