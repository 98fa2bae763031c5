// Organization names are compared loosely (spec §5): lowercase, non-alphanumerics removed,
// so "St. Mark's" and "st marks" are the same church.
export function organizationNameKey(name: string): string {
  return name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '')
}

// Route ids have the form org-{slug}: lowercase words joined by hyphens.
export function slugifyOrganizationName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '')
  return slug || 'organization'
}

export function organizationRouteId(slug: string): string {
  return `org-${slug}`
}
