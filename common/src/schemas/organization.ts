import { z } from 'zod'
import { ZOrganizationName } from './auth'
import { ZIdList, ZPageQuery, ZSearch, ZText } from './common'

const optionalText = (max: number, label: string) =>
  ZText().trim().max(max, `${label} must be at most ${max} characters`).default('')

// A website may be typed without its scheme ("gracechapel.org"); links add https:// when shown.
export const ZWebsite = ZText()
  .trim()
  .max(2048, 'Website must be at most 2048 characters')
  .refine((value) => value === '' || isValidWebsite(value), 'Please enter a valid URL')
  .default('')

function isValidWebsite(value: string): boolean {
  const candidate = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`
  try {
    const url = new URL(candidate)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.')
  } catch {
    return false
  }
}

export function websiteHref(website: string): string {
  return /^https?:\/\//i.test(website) ? website : `https://${website}`
}

export const ZOrganizationDetails = z.object({
  organization: ZOrganizationName,
  contact: optionalText(200, 'Contact person'),
  phone: optionalText(50, 'Phone number'),
  address: optionalText(500, 'Address'),
  website: ZWebsite,
  // "Sundays 10:00 and 18:00": filled into saved replies as {church.service_times}.
  serviceTimes: optionalText(300, 'Service times'),
})
export type TOrganizationDetails = z.infer<typeof ZOrganizationDetails>
export type TOrganizationDetailsInput = z.input<typeof ZOrganizationDetails>

// Editing also picks the logo: the profile picture of one of the organization's own Instagram
// accounts (null: none; left out: unchanged).
export const ZOrganizationUpdate = ZOrganizationDetails.extend({
  logoAccountId: z.uuid({ error: 'logoAccountId must be an account id' }).nullable().optional(),
})
export type TOrganizationUpdate = z.infer<typeof ZOrganizationUpdate>
export type TOrganizationUpdateInput = z.input<typeof ZOrganizationUpdate>

export const ZOrganization = z.object({
  id: z.string(),
  routeId: z.string(),
  name: z.string(),
  contact: z.string(),
  phone: z.string(),
  address: z.string(),
  website: z.string(),
  serviceTimes: z.string(),
  logoUrl: z.string().nullable(),
  // The account whose profile picture is the logo, if one was picked.
  logoAccountId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type TOrganization = z.infer<typeof ZOrganization>

export const ZOrganizationListQuery = ZPageQuery.extend({ search: ZSearch, id: ZIdList })
export type TOrganizationListQuery = z.input<typeof ZOrganizationListQuery>

// One card of the admin list; the counts follow common/src/definitions.ts.
export const ZOrganizationListItem = z.object({
  id: z.string(),
  routeId: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  accountsCount: z.number().int(),
  commentsCount: z.number().int(),
  pendingCount: z.number().int(),
})
export type TOrganizationListItem = z.infer<typeof ZOrganizationListItem>

export const ZOrganizationPage = z.object({
  items: z.array(ZOrganizationListItem),
  nextCursor: z.string().nullable(),
})
export type TOrganizationPage = z.infer<typeof ZOrganizationPage>

export const ZOrganizationTotals = z.object({
  accountsCount: z.number().int(),
  totalFollowers: z.number().int(),
  pendingCount: z.number().int(),
})
export type TOrganizationTotals = z.infer<typeof ZOrganizationTotals>
