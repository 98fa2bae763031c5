import { describe, expect, it } from 'vitest'
import { addHistogramText, HistogramSum } from './histogram-sum'

// Every bound response_time_bucket can return, as the migration defines it.
function bucketOf(seconds: number) {
  if (seconds <= 0) return 0
  if (seconds <= 3600) return Math.ceil(seconds / 60) * 60
  if (seconds <= 43200) return Math.ceil(seconds / 300) * 300
  if (seconds <= 604800) return Math.ceil(seconds / 3600) * 3600
  return Math.min(Math.ceil(seconds / 86400), 20000) * 86400
}

describe('HistogramSum', () => {
  it('sums the same counts per bucket bound as a map does, for every kind of bound', () => {
    const expected = new Map<number, number>()
    const sum = new HistogramSum()
    let seed = 7
    for (let i = 0; i < 20_000; i += 1) {
      seed = (seed * 48271) % 2147483647
      // Times from 0 s to beyond the 20,000-day cap, most of them short.
      const seconds = i % 50 === 0 ? seed * 1000 : seed % (i % 3 === 0 ? 700_000 : 50_000)
      const bucket = bucketOf(seconds)
      const count = (seed % 5) - 1
      expected.set(bucket, (expected.get(bucket) ?? 0) + count)
      sum.add(bucket, count)
    }
    for (const [bucket, count] of expected) if (count === 0) expected.delete(bucket)
    expect(sum.toHistogram()).toEqual(expected)
  })

  it('keeps a bound it has no slot for, such as an odd number of seconds', () => {
    const sum = new HistogramSum()
    sum.add(61, 2)
    sum.add(120, 1)
    expect(sum.toHistogram()).toEqual(
      new Map([
        [120, 1],
        [61, 2],
      ]),
    )
  })

  it('reads the rollups text form into every sum given, negative counts included', () => {
    const a = new HistogramSum()
    const b = new HistogramSum()
    addHistogramText('60,3,3600,1,90000,12,300,-1', [a, b])
    addHistogramText('60,2', [a])
    const expected = new Map([
      [60, 5],
      [300, -1],
      [3600, 1],
      [90000, 12],
    ])
    expect(a.toHistogram()).toEqual(expected)
    expect(b.toHistogram()).toEqual(
      new Map([
        [60, 3],
        [300, -1],
        [3600, 1],
        [90000, 12],
      ]),
    )
  })
})
