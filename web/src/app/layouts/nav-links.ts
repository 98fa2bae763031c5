import { paths } from '@/config/paths'

export const ADMIN_NAV = [
  { label: 'Dashboard', href: paths.dashboard.getHref() },
  { label: 'Organizations', href: paths.organizations.getHref() },
  { label: 'Accounts', href: paths.accounts.getHref() },
  { label: 'Comments', href: paths.comments.getHref() },
] as const
