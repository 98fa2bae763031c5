import { Link } from 'react-router'
import { paths } from '@/config/paths'

export function Brand({ isAdmin }: { isAdmin: boolean }) {
  return (
    <Link
      to={isAdmin ? paths.dashboard.getHref() : paths.home.getHref()}
      className="flex items-center gap-2 rounded-md font-semibold text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <img src="/favicon.svg" alt="" className="size-8" />
      <span className="text-lg">Flock</span>
    </Link>
  )
}
