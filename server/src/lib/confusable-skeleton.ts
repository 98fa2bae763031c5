import unhomoglyph from 'unhomoglyph'

// Unicode TR39's skeleton: each character replaced by the prototype it is confusable with
// (Cyrillic "а" and Greek "α" by Latin "a", "ı" by "i"), between two decompositions, then
// lowercased again since a prototype may be a capital. The table is Unicode's confusables.txt,
// as shipped by the unhomoglyph package. Two texts with one skeleton look alike.
export function confusableSkeleton(text: string): string {
  return unhomoglyph(text.normalize('NFKD')).normalize('NFKD').toLowerCase()
}

// An organization's look-alike key: the skeleton of its name as written (case matters: Cyrillic
// "В" looks like "B", its small "в" does not look like "b"), letters and digits only, like the
// loose name key (organizationNameKey) beside which it is checked.
export function organizationNameSkeleton(name: string): string {
  return confusableSkeleton(name).replace(/[^\p{L}\p{N}]/gu, '')
}
