import type { Histogram } from './response-histogram'

// response_time_bucket's bounds below 7 days (0, whole minutes to 1 h, 5 minutes to 12 h, hours
// to 7 days) each get a slot in a typed array; the day bounds beyond, rare, a map. Summing the
// agency-wide report's 250,000 bucket counts into Maps keyed by seconds cost most of its time.
const MINUTE_SLOTS_END = 60 // 3,600 s
const FIVE_MINUTE_SLOTS_END = MINUTE_SLOTS_END + (43_200 - 3_600) / 300 // 192: 12 h
const SLOTS = FIVE_MINUTE_SLOTS_END + (604_800 - 43_200) / 3_600 + 1 // 349: 0 s to 7 days

function slotOf(seconds: number): number {
  let slot = -1
  if (seconds <= 3_600) slot = seconds / 60
  else if (seconds <= 43_200) slot = MINUTE_SLOTS_END + (seconds - 3_600) / 300
  else if (seconds <= 604_800) slot = FIVE_MINUTE_SLOTS_END + (seconds - 43_200) / 3_600
  return Number.isInteger(slot) && slot >= 0 ? slot : -1
}

function secondsOf(slot: number): number {
  if (slot <= MINUTE_SLOTS_END) return slot * 60
  if (slot <= FIVE_MINUTE_SLOTS_END) return 3_600 + (slot - MINUTE_SLOTS_END) * 300
  return 43_200 + (slot - FIVE_MINUTE_SLOTS_END) * 3_600
}

export class HistogramSum {
  private readonly slots = new Float64Array(SLOTS)
  private readonly beyond = new Map<number, number>()

  add(bucketSeconds: number, count: number) {
    const slot = slotOf(bucketSeconds)
    if (slot >= 0) this.slots[slot]! += count
    else this.beyond.set(bucketSeconds, (this.beyond.get(bucketSeconds) ?? 0) + count)
  }

  // As response-histogram.ts reads them: bucket bound in seconds → count, zero counts left out.
  toHistogram(): Histogram {
    const histogram: Histogram = new Map()
    for (let slot = 0; slot < SLOTS; slot += 1)
      if (this.slots[slot] !== 0) histogram.set(secondsOf(slot), this.slots[slot]!)
    for (const [seconds, count] of this.beyond) if (count !== 0) histogram.set(seconds, count)
    return histogram
  }
}

// Adds a histogram written as text, "bucket,count,bucket,count…" (array_to_string of the
// rollups' integer[]), to each of `sums`. The digits are read where they are: splitting the
// text made a string of every number.
export function addHistogramText(text: string, sums: readonly HistogramSum[]) {
  let bucket = 0
  let value = 0
  let negative = false
  let isCount = false
  for (let index = 0; index <= text.length; index += 1) {
    const code = index < text.length ? text.charCodeAt(index) : 44
    if (code === 44) {
      const number = negative ? -value : value
      if (isCount) for (const sum of sums) sum.add(bucket, number)
      else bucket = number
      isCount = !isCount
      value = 0
      negative = false
    } else if (code === 45) negative = true
    else value = value * 10 + (code - 48)
  }
}
