import { Menu, X } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { Link, NavLink } from 'react-router'
import type { TMe } from '@common/schemas/auth'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { cx } from '@/lib/class-names'
import { Brand } from './brand'
import { adminNavFor } from './nav-links'

const SignedInControls = lazy(() => import('./signed-in-controls'))
// The phone menu's code loads when it is first opened, not with every page.
const MobileMenu = lazy(() =>
  import('./mobile-menu').then((module) => ({ default: module.MobileMenu })),
)

const navClass = ({ isActive }: { isActive: boolean }) =>
  cx(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-muted hover:text-foreground',
    isActive ? 'text-foreground' : 'text-muted-foreground',
  )

export function Header({ me }: { me: TMe | null }) {
  const [menuOpen, setMenuOpen] = useState(false)
  const isAdmin = me?.user.role === 'admin'
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Brand isAdmin={isAdmin} />
        {isAdmin ? (
          <nav aria-label="Admin" className="hidden items-center gap-1 md:flex">
            {adminNavFor(me?.can ?? { readReports: false }).map((item) => (
              <NavLink key={item.href} to={item.href} className={navClass}>
                {item.label}
              </NavLink>
            ))}
          </nav>
        ) : null}
        <div className="ml-auto flex items-center gap-2">
          {me ? (
            <>
              {isAdmin ? (
                <Badge className="hidden md:inline-flex">Admin</Badge>
              ) : (
                <Button asChild variant="outline" size="sm" className="hidden md:inline-flex">
                  <Link to={paths.portal.getHref()}>Your Portal</Link>
                </Button>
              )}
              <Suspense fallback={null}>
                <SignedInControls me={me} />
              </Suspense>
            </>
          ) : null}
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X className="size-5" /> : <Menu className="size-5" />}
          </Button>
        </div>
      </div>
      {menuOpen ? (
        <div id="mobile-menu" className="border-t md:hidden">
          <Suspense fallback={null}>
            <MobileMenu me={me} onNavigate={() => setMenuOpen(false)} />
          </Suspense>
        </div>
      ) : null}
    </header>
  )
}
