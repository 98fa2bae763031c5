import { paths } from '@/config/paths'
import { InstagramCallback } from '@/features/accounts/components/instagram-callback'
import { usePageTitle } from '@/lib/page-title'

export function InstagramCallbackRoute() {
  usePageTitle('Connecting Instagram')
  return <InstagramCallback portalHref={paths.portal.getHref()} />
}
