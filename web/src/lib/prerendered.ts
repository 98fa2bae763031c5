// Facts the server wrote into a prerendered page (common/src/prerendered-page.ts). While the build
// prerenders there is no document at all.
export const PRERENDERING = typeof document === 'undefined'

export function pageMeta(name: string): string | null {
  if (PRERENDERING) return null
  return document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? null
}
