import { describe, expect, it } from 'vitest'
import {
  organizationNameKey,
  organizationRouteId,
  slugifyOrganizationName,
} from './organization-name'

describe('organizationNameKey', () => {
  it('treats names that differ only in case, spaces and punctuation as the same church', () => {
    expect(organizationNameKey("St. Mark's")).toBe(organizationNameKey('st marks'))
    expect(organizationNameKey('Grace  Church!')).toBe('gracechurch')
  })

  it('keeps letters of every script and digits, and tells different names apart', () => {
    expect(organizationNameKey('Église Saint-Jean 2')).toBe('eglisesaintjean2')
    expect(organizationNameKey('教会 東京')).toBe('教会東京')
    expect(organizationNameKey('Grace Church')).not.toBe(organizationNameKey('Grace Chapel'))
  })
})

describe('slugifyOrganizationName', () => {
  it('joins lowercase ASCII words with single hyphens, accents dropped', () => {
    expect(slugifyOrganizationName("  St. Mark's Église -- Downtown ")).toBe(
      'st-mark-s-eglise-downtown',
    )
  })

  it('stays within 60 characters without a trailing hyphen', () => {
    const slug = slugifyOrganizationName(`${'a'.repeat(59)} bcd`)
    expect(slug).toBe('a'.repeat(59))
    expect(slugifyOrganizationName('word '.repeat(30)).length).toBeLessThanOrEqual(60)
    expect(slugifyOrganizationName('word '.repeat(30))).not.toMatch(/-$/)
  })

  it('falls back to "organization" when nothing sluggable is left', () => {
    expect(slugifyOrganizationName('教会')).toBe('organization')
    expect(slugifyOrganizationName('!!!')).toBe('organization')
  })

  it('makes route ids of the form org-{slug}', () => {
    expect(organizationRouteId(slugifyOrganizationName('Grace Church'))).toBe('org-grace-church')
  })
})
