// Text from outside (Instagram, webhooks, forms) may hold characters PostgreSQL cannot store:
// U+0000 is refused in text and jsonb, and a lone UTF-16 surrogate has no UTF-8 form (jsonb
// refuses its \ud800 escape). Either made a whole job or request fail, so both are cleaned
// wherever text enters: NUL is dropped, a lone surrogate becomes U+FFFD, the replacement
// character. Paired surrogates (emoji) are left alone.
// eslint-disable-next-line no-control-regex -- matching NUL is the point
const NUL = /\u0000/g
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

export function cleanText(text: string): string {
  return text.replace(NUL, '').replace(LONE_SURROGATE, '\uFFFD')
}

// Every string inside parsed JSON, keys included, cleaned the same way.
export function cleanStrings(value: unknown): unknown {
  if (typeof value === 'string') return cleanText(value)
  if (Array.isArray(value)) return value.map(cleanStrings)
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [cleanText(key), cleanStrings(item)]),
    )
  }
  return value
}
