import { paths } from '@/config/paths'

export const ADMIN_NAV = [
  { label: 'Dashboard', href: paths.dashboard.getHref() },
  { label: 'Organizations', href: paths.organizations.getHref() },
  { label: 'Accounts', href: paths.accounts.getHref() },
  { label: 'Comments', href: paths.comments.getHref() },
  { label: 'Calendar', href: paths.calendar.getHref() },
  // Shown to those whose role may read it (me.can), like the menu's Team and Backups.
  { label: 'Reports', href: paths.reports.getHref(), capability: 'readReports' },
] as const

type NavItem = { label: string; href: string; capability?: 'readReports' }

export const adminNavFor = (can: Record<'readReports', boolean>) =>
  (ADMIN_NAV as readonly NavItem[]).filter((item) => !item.capability || can[item.capability])
