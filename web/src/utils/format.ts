const counts = new Intl.NumberFormat('en-US')

export const formatCount = (value: number) => counts.format(value)

// A signed change for trend lines: "+12%", "-0.8 pts", "0%".
export function formatChange(change: number, unit: '%' | ' pts') {
  const sign = change > 0 ? '+' : change < 0 ? '−' : ''
  return `${sign}${Math.abs(change)}${unit}`
}
