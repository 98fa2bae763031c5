// First response times read from response_time_rollups come as histograms: how many comments
// were answered within each bucket's upper bound (bucket_seconds, see response_time_bucket in
// the migration). Every time stands for its bucket's upper bound, so a time is never reported
// faster than it was, and is at most 1 min slower below 1 h, 5 min below 12 h, 1 h below 7 days
// and 1 day beyond. Times on a bucket's bound (whole minutes below 1 h, say) come out exact.
export type Histogram = Map<number, number>

export function addTo(histogram: Histogram, bucketSeconds: number, count: number) {
  histogram.set(bucketSeconds, (histogram.get(bucketSeconds) ?? 0) + count)
}

export function countOf(histogram: Histogram) {
  let total = 0
  for (const count of histogram.values()) total += count
  return total
}

// percentile_cont over the histogram's values: the values at the two ranks around
// fraction × (n − 1), interpolated linearly, as PostgreSQL computes it over the raw times.
export function percentile(histogram: Histogram, fraction: number): number | null {
  const total = countOf(histogram)
  if (total === 0) return null
  const position = fraction * (total - 1)
  const lower = Math.floor(position)
  const upper = Math.ceil(position)
  const buckets = [...histogram.entries()]
    .filter(([, count]) => count > 0)
    .sort((a, b) => a[0] - b[0])
  const valueAt = (rank: number) => {
    let seen = 0
    for (const [value, count] of buckets) {
      seen += count
      if (rank < seen) return value
    }
    return buckets[buckets.length - 1]![0]
  }
  const low = valueAt(lower)
  return low + (position - lower) * (valueAt(upper) - low)
}

// How many answered within the target: exact when the target is a bucket bound (any whole
// number of 5 minutes up to 12 h, of hours up to 7 days), otherwise rounded towards fewer.
export function withinOf(histogram: Histogram, targetSeconds: number) {
  let within = 0
  for (const [bucketSeconds, count] of histogram)
    if (bucketSeconds <= targetSeconds) within += count
  return within
}
