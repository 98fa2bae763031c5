import { createHash } from 'node:crypto'
import { escapeHtml } from '../oauth/html'

const PALETTES: [string, string][] = [
  ['#f58529', '#dd2a7b'],
  ['#8134af', '#515bd4'],
  ['#00c6ff', '#0072ff'],
  ['#f7971e', '#ffd200'],
  ['#11998e', '#38ef7d'],
  ['#ee0979', '#ff6a00'],
  ['#654ea3', '#eaafc8'],
  ['#36d1dc', '#5b86e5'],
]

/** Same id, same picture: the palette and angle come from a hash of the id. */
function paletteFor(id: string) {
  const hash = createHash('sha256').update(id).digest()
  const [from, to] = PALETTES[(hash[0] ?? 0) % PALETTES.length] ?? PALETTES[0]!
  return { from, to, angle: ((hash[1] ?? 0) % 4) * 45 }
}

const initials = (name: string) =>
  name
    .split(/[\s_.]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => [...w][0]?.toUpperCase() ?? '')
    .join('') || '?'

function gradient(id: string) {
  const { from, to, angle } = paletteFor(id)
  return `<defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`
}

export function profileSvg(id: string, name: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="150" height="150" viewBox="0 0 150 150" role="img" aria-label="${escapeHtml(name)}">${gradient(id)}<circle cx="75" cy="75" r="75" fill="url(#g)"/><text x="75" y="75" dy=".35em" text-anchor="middle" font-family="Helvetica,Arial,sans-serif" font-size="56" font-weight="700" fill="#fff">${escapeHtml(initials(name))}</text></svg>`
}

function captionLines(caption: string): string[] {
  const words = caption
    .replace(/[#@]\S+/g, '')
    .split(/\s+/)
    .filter(Boolean)
  const lines: string[] = []
  let used = 0
  for (const word of words) {
    const last = lines[lines.length - 1]
    if (last !== undefined && `${last} ${word}`.length <= 16)
      lines[lines.length - 1] = `${last} ${word}`
    else if (lines.length < 3) lines.push(word.slice(0, 16))
    else break
    used += 1
  }
  if (used < words.length && lines.length) lines[lines.length - 1] += '…'
  return lines.length ? lines : ['Flock']
}

export function mediaSvg(id: string, caption: string, video: boolean): string {
  const lines = captionLines(caption)
  const top = 320 - (lines.length - 1) * 30
  const text = lines
    .map((l, i) => `<tspan x="320" y="${top + i * 60}">${escapeHtml(l)}</tspan>`)
    .join('')
  const play = video
    ? '<circle cx="590" cy="50" r="28" fill="rgba(0,0,0,.35)"/><path d="M580 35 L605 50 L580 65 Z" fill="#fff"/>'
    : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="640" viewBox="0 0 640 640" role="img" aria-label="${escapeHtml(caption.slice(0, 120))}">${gradient(id)}<rect width="640" height="640" fill="url(#g)"/><circle cx="520" cy="540" r="180" fill="rgba(255,255,255,.12)"/><text text-anchor="middle" font-family="Georgia,serif" font-size="48" font-weight="700" fill="#fff">${text}</text>${play}</svg>`
}
