import { stemmer as english } from '@orama/stemmers/english'
import { stemmer as french } from '@orama/stemmers/french'
import { stemmer as german } from '@orama/stemmers/german'
import { stemmer as portuguese } from '@orama/stemmers/portuguese'
import { stemmer as spanish } from '@orama/stemmers/spanish'

// The languages the agency's churches write in. A comment's language is not detected (a short
// comment is too short to tell Spanish from Portuguese reliably); it is read in every one.
export const PASTORAL_LANGUAGES = ['en', 'es', 'pt', 'de', 'fr'] as const
export type TPastoralLanguage = (typeof PASTORAL_LANGUAGES)[number]

// Snowball stemmers (the algorithms Lucene and PostgreSQL's text search use), from @orama/stemmers.
export const STEMMERS: Record<TPastoralLanguage, (word: string) => string> = {
  en: english,
  es: spanish,
  pt: portuguese,
  de: german,
  fr: french,
}
