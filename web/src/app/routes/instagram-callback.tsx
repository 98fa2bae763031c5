import { paths } from '@/config/paths'
import { InstagramCallback } from '@/features/accounts/components/instagram-callback'

export function InstagramCallbackRoute() {
  return <InstagramCallback portalHref={paths.portal.getHref()} />
}
