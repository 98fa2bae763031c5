// Instagram writes offsets without a colon (2017-08-31T18:10:30+0000), which not every parser takes.
export function parseInstagramTime(value: string | undefined): Date | null {
  if (!value) return null
  const date = new Date(value.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'))
  return Number.isNaN(date.getTime()) ? null : date
}
