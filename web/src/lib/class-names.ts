// Joins class names, and where two set the same thing under the same variants (`p-6` then
// `p-4`, `inline-flex` then `hidden`), keeps the later one, as tailwind-merge does. The shared
// UI primitives use this instead of `cn` so that the public pages do not load tailwind-merge
// (about 9 KB of gzip, decision 050). It knows only the utility families Flock's primitives are
// given; class-names.test.ts checks every override passed to a primitive against tailwind-merge.
// Feature code composing its own classes keeps `cn` (lib/utils.ts).
export type ClassName = string | false | null | undefined

const DISPLAY = new Set(
  'block inline-block inline flex inline-flex grid inline-grid hidden table contents flow-root'.split(
    ' ',
  ),
)
const POSITION = new Set('static fixed absolute relative sticky'.split(' '))
const FONT_SIZE = /^text-(xs|sm|base|lg|xl|\d+xl)(\/.+)?$/
const BG_OTHER =
  /^bg-(fixed|local|scroll|clip-|origin-|repeat|no-repeat|auto|cover|contain|center|top|bottom|left|right|none|linear-|radial-|conic-|gradient-)/
const SIDES = new Set('x y t r b l s e tl tr br bl ss se es ee'.split(' '))

// Sides each box-model family contains: a later `p-4` replaces an earlier `pt-0`.
const SPACING_PARTS: Record<string, string[]> = {
  '': ['x', 'y', 't', 'r', 'b', 'l', 's', 'e'],
  x: ['r', 'l', 's', 'e'],
  y: ['t', 'b'],
}

// The family of one utility (without variants), and the families it also replaces.
function family(utility: string): [string, string[]] {
  const bare = utility.replace(/^-/, '')
  if (DISPLAY.has(bare)) return ['display', []]
  if (POSITION.has(bare)) return ['position', []]
  if (/^flex-(row|col)(-reverse)?$/.test(bare)) return ['flex-direction', []]
  if (/^flex-(wrap|nowrap|wrap-reverse)$/.test(bare)) return ['flex-wrap', []]
  const spacing = /^([pm])([xytrblse]?)-/.exec(bare)
  if (spacing) {
    const [, kind, side = ''] = spacing
    return [`${kind}${side}`, (SPACING_PARTS[side] ?? []).map((part) => `${kind}${part}`)]
  }
  if (bare.startsWith('size-')) return ['size', ['w', 'h']]
  const sized = /^(w|h|min-w|min-h|max-w|max-h)-/.exec(bare)
  if (sized) return [sized[1]!, []]
  const gap = /^gap-([xy]-)?/.exec(bare)
  if (gap) return [gap[1] ? `gap-${gap[1]}` : 'gap', gap[1] ? [] : ['gap-x-', 'gap-y-']]
  const space = /^space-([xy])-(?!reverse)/.exec(bare)
  if (space) return [`space-${space[1]}`, []]
  if (FONT_SIZE.test(bare)) return ['font-size', ['leading']]
  if (/^text-(left|center|right|justify|start|end)$/.test(bare)) return ['text-align', []]
  if (/^text-(ellipsis|clip)$/.test(bare)) return ['text-overflow', []]
  if (bare.startsWith('text-')) return ['text-color', []]
  if (bare.startsWith('leading-')) return ['leading', []]
  if (/^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/.test(bare))
    return ['font-weight', []]
  if (bare.startsWith('bg-')) return [BG_OTHER.test(bare) ? bare : 'bg-color', []]
  const rounded = /^rounded(?:-([a-z]+))?/.exec(bare)
  if (rounded) {
    const side = rounded[1] && SIDES.has(rounded[1]) ? rounded[1] : ''
    return [`rounded-${side}`, side ? [] : [...SIDES].map((part) => `rounded-${part}`)]
  }
  const border = /^border(?:-([xytrblse]))?(?:-\d+)?$/.exec(bare)
  if (border) {
    const side = border[1] ?? ''
    return [
      `border-width-${side}`,
      side ? [] : [...'xytrblse'].map((part) => `border-width-${part}`),
    ]
  }
  if (/^border-(solid|dashed|dotted|double|hidden|none)$/.test(bare)) return ['border-style', []]
  if (bare.startsWith('border-')) return ['border-color', []]
  const aligned =
    /^(items|justify-items|justify-self|justify|self|content|place-items|place-content|place-self)-/.exec(
      bare,
    )
  if (aligned) return [aligned[1]!, []]
  if (/^shadow(-(2xs|xs|sm|md|lg|xl|2xl|none))?$/.test(bare)) return ['shadow', []]
  // Anything else only replaces itself.
  return [bare, []]
}

// `md:hover:px-3` → ['md:hover:', 'px-3']; colons inside brackets (`aria-[x=y]:`) are not cuts.
function splitVariants(name: string): [string, string] {
  let depth = 0
  let cut = 0
  for (let index = 0; index < name.length; index += 1) {
    const char = name[index]
    if (char === '[') depth += 1
    else if (char === ']') depth -= 1
    else if (char === ':' && depth === 0) cut = index + 1
  }
  return [name.slice(0, cut), name.slice(cut)]
}

export function cx(...inputs: ClassName[]): string {
  const names = inputs.filter(Boolean).join(' ').split(/\s+/).filter(Boolean)
  const taken = new Set<string>()
  const kept: string[] = []
  // From the last class back: the first one seen of each family wins.
  for (let index = names.length - 1; index >= 0; index -= 1) {
    const name = names[index]!
    const [variants, utility] = splitVariants(name)
    const important = utility.startsWith('!') || utility.endsWith('!') ? '!' : ''
    const [own, replaced] = family(utility.replace(/^!|!$/g, ''))
    const key = `${variants}${important}${own}`
    if (taken.has(key)) continue
    taken.add(key)
    for (const other of replaced) taken.add(`${variants}${important}${other}`)
    kept.push(name)
  }
  return kept.reverse().join(' ')
}
