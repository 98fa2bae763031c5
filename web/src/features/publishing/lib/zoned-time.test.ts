import { describe, expect, it } from 'vitest'
import {
  addMonths,
  dayKeyIn,
  fetchRange,
  monthGrid,
  moveToDay,
  timeIn,
  weekOf,
  zonedToUtc,
} from './zoned-time'

describe('a post on its day in its church’s time zone', () => {
  it('puts one instant on different days for churches in different zones', () => {
    const instant = '2026-12-06T23:30:00.000Z'
    expect(dayKeyIn(instant, 'Europe/London')).toBe('2026-12-06')
    expect(dayKeyIn(instant, 'Africa/Nairobi')).toBe('2026-12-07')
    expect(dayKeyIn(instant, 'America/Los_Angeles')).toBe('2026-12-06')
    expect(dayKeyIn(instant, 'Pacific/Auckland')).toBe('2026-12-07')
    expect(timeIn(instant, 'Africa/Nairobi')).toBe('02:30')
  })

  it('turns a church-local day and time into the instant', () => {
    expect(zonedToUtc('2026-12-06', '09:00', 'Africa/Nairobi').toISOString()).toBe(
      '2026-12-06T06:00:00.000Z',
    )
    expect(zonedToUtc('2026-07-05', '10:30', 'Europe/London').toISOString()).toBe(
      '2026-07-05T09:30:00.000Z',
    )
    expect(zonedToUtc('2026-12-06', '18:00', 'America/New_York').toISOString()).toBe(
      '2026-12-06T23:00:00.000Z',
    )
  })

  it('handles the clock jumping forward and back', () => {
    // London skips 01:00–02:00 on 29 March 2026: 01:30 does not exist and is read as 02:30 summer time.
    expect(zonedToUtc('2026-03-29', '01:30', 'Europe/London').toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    )
    // 25 October 2026: 01:30 happens twice; the first (summer time) is taken.
    expect(zonedToUtc('2026-10-25', '01:30', 'Europe/London').toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    )
  })

  it('keeps the church-local time of day when a post moves to another day', () => {
    // 10:00 in London in summer, moved to a winter Sunday: still 10:00 in London.
    const moved = moveToDay('2026-10-18T09:00:00.000Z', 'Europe/London', '2026-11-01')
    expect(moved.toISOString()).toBe('2026-11-01T10:00:00.000Z')
    expect(timeIn(moved, 'Europe/London')).toBe('10:00')
    // A Sydney church's 07:00 post moved a day later stays 07:00 in Sydney.
    const early = zonedToUtc('2026-12-05', '07:00', 'Australia/Sydney').toISOString()
    const later = moveToDay(early, 'Australia/Sydney', '2026-12-06')
    expect(dayKeyIn(later, 'Australia/Sydney')).toBe('2026-12-06')
    expect(timeIn(later, 'Australia/Sydney')).toBe('07:00')
  })

  it('lays out months and weeks Monday first', () => {
    const grid = monthGrid('2026-12-15')
    expect(grid[0]![0]).toBe('2026-11-30')
    expect(grid.at(-1)!.at(-1)).toBe('2027-01-03')
    expect(grid.every((week) => week.length === 7)).toBe(true)
    expect(weekOf('2026-12-06')).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ])
    expect(addMonths('2026-12-31', 1)).toBe('2027-01-01')
    expect(addMonths('2026-01-31', -1)).toBe('2025-12-01')
  })

  it('asks the API for a day more on each side, so every zone’s posts arrive', () => {
    expect(fetchRange('2026-11-30', '2027-01-03')).toEqual({
      from: '2026-11-29T00:00:00.000Z',
      to: '2027-01-05T00:00:00.000Z',
    })
  })
})
