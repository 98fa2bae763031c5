// Lower case, accents and ligatures folded ("Oração" → "oracao", "für" → "fur", "ß" → "ss"),
// apostrophes and punctuation as word breaks: the text's words, as the lexicon writes them.
export function words(text: string): string[] {
  const folded = text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
  return folded.match(/[\p{L}\p{N}]+/gu) ?? []
}
