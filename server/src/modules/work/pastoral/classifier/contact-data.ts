import { findPhoneNumbersInText, type CountryCode } from 'libphonenumber-js/max'
import { LinkifyIt } from 'linkify-it'

// Phone numbers written without a country code are read as local numbers of the countries the
// agency's churches are in; one with +CC is read as itself whatever the default.
const LOCAL_COUNTRIES: readonly CountryCode[] = ['GB', 'US', 'ES', 'MX', 'BR', 'PT', 'DE', 'FR']

// Fewer digits than the shortest real number anywhere ("John 3:16", "Psalm 23", a year) cannot
// be one: most comments never reach libphonenumber.
const MIN_PHONE_DIGITS = 7

// Dates ("24.12.2025"), times ("10:30") and chapter-and-verse references ("Psalm 23:1-6",
// "Johannes 3,16") read as digits to a phone parser; they are set aside first.
const NOT_PHONE_DIGITS = [
  /\b\d{1,4}[./-]\d{1,2}[./-]\d{2,4}\b/g,
  /\b\d{1,3}[:,]\d{1,3}(?:\s*[-–]\s*\d{1,3})?\b/g,
]

export function hasPhoneNumber(rawText: string): boolean {
  const text = NOT_PHONE_DIGITS.reduce((t, pattern) => t.replace(pattern, ' '), rawText)
  if ((text.match(/\d/g)?.length ?? 0) < MIN_PHONE_DIGITS) return false
  return LOCAL_COUNTRIES.some((country) =>
    findPhoneNumbersInText(text, { defaultCountry: country }).some(({ number }) =>
      number.isValid(),
    ),
  )
}

const linkify = new LinkifyIt({ fuzzyEmail: true, fuzzyLink: false })

export function hasEmailAddress(text: string): boolean {
  if (!text.includes('@')) return false
  return (linkify.match(text) ?? []).some((match) => match.schema === 'mailto:')
}

// A street address: a house number next to a street word, in the order each language writes it
// ("12 Baker Street", "Rua das Flores, 45", "Hauptstraße 3", "15 rue de la Paix"). Street words
// are few and closed, unlike the ways of asking for prayer; this is the one hand-written pattern.
const NUMBER_FIRST =
  /\b\d{1,5}[a-z]?,?\s+(?:[\p{L}'’.-]+\s+){0,3}(?:street|st|road|rd|avenue|ave|lane|ln|drive|dr|close|crescent|way|boulevard|blvd|court|ct|place|terrace|rue|avenue|boulevard|bd|chemin|allee|allée|impasse|place|quai)\b/iu
const STREET_FIRST =
  /\b(?:rua|avenida|av|travessa|calle|c\/|carrer|avda|paseo|plaza|camino|rue|chemin)\.?\s+(?:[\p{L}'’.-]+\s+){0,4}[\p{L}'’.-]+,?\s+(?:n[º°o.]?\s*)?\d{1,5}\b/iu
const GERMAN_STREET =
  /\b[\p{L}-]+(?:straße|strasse|str\.|weg|platz|allee|gasse|ring|damm)\s+\d{1,4}[a-z]?\b/iu

export function hasStreetAddress(text: string): boolean {
  return NUMBER_FIRST.test(text) || STREET_FIRST.test(text) || GERMAN_STREET.test(text)
}

export function hasContactData(text: string): boolean {
  return hasEmailAddress(text) || hasPhoneNumber(text) || hasStreetAddress(text)
}

// Links as people write them, with or without a scheme ("bit.ly/x", "www.x.com", "https://…"),
// on the top-level domains linkify-it knows; e-mail addresses are not links.
const linkifyLinks = new LinkifyIt({ fuzzyEmail: false, fuzzyLink: true })

export function hasLink(text: string): boolean {
  if (!text.includes('.') && !text.includes(':')) return false
  return (linkifyLinks.match(text) ?? []).some((match) => match.schema !== 'mailto:')
}
