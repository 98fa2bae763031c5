import type { TLabel } from '@common/schemas/label'

// Each palette colour as a chip: a pale background with the colour's darkest text, which keeps
// WCAG AA contrast (at least 4.5:1) for small text.
export const LABEL_CHIP_CLASSES: Record<TLabel['color'], string> = {
  gray: 'bg-gray-100 text-gray-900 border-gray-300',
  red: 'bg-red-100 text-red-900 border-red-300',
  orange: 'bg-orange-100 text-orange-900 border-orange-300',
  amber: 'bg-amber-100 text-amber-900 border-amber-300',
  green: 'bg-green-100 text-green-900 border-green-300',
  teal: 'bg-teal-100 text-teal-900 border-teal-300',
  blue: 'bg-blue-100 text-blue-900 border-blue-300',
  indigo: 'bg-indigo-100 text-indigo-900 border-indigo-300',
  purple: 'bg-purple-100 text-purple-900 border-purple-300',
  pink: 'bg-pink-100 text-pink-900 border-pink-300',
}
