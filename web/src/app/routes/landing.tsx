import { ArrowRight, ShieldCheck, Users } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { paths } from '@/config/paths'
import { usePageTitle } from '@/lib/page-title'
import { useSiteName } from '@/lib/site'

function PortalCard(props: { to: string; title: string; description: string; icon: ReactNode }) {
  return (
    <Link
      to={props.to}
      className="group rounded-xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
    >
      <Card className="h-full transition-shadow group-hover:shadow-md">
        <CardHeader>
          <div className="mb-2 flex size-11 items-center justify-center rounded-lg bg-accent text-accent-foreground">
            {props.icon}
          </div>
          <CardTitle>{props.title}</CardTitle>
          <CardDescription>{props.description}</CardDescription>
        </CardHeader>
        <CardContent>
          <span className="inline-flex items-center gap-1 text-sm font-medium text-primary">
            Continue{' '}
            <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
          </span>
        </CardContent>
      </Card>
    </Link>
  )
}

export function LandingRoute() {
  usePageTitle(null)
  const siteName = useSiteName()
  return (
    <div className="flex min-h-[calc(100vh-4rem)] flex-col">
      <section className="mx-auto w-full max-w-5xl flex-1 px-4 py-16 sm:px-6 sm:py-24">
        <div className="mx-auto max-w-2xl text-center">
          <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            {siteName}
          </h1>
          <p className="mt-4 text-lg text-slate-600">
            Manage your organization&apos;s Instagram accounts and engagement in one place, together
            with the agency that looks after them.
          </p>
        </div>
        <div className="mx-auto mt-12 grid max-w-3xl gap-6 sm:grid-cols-2">
          <PortalCard
            to={paths.login.getHref()}
            title="Client Login"
            description="For organizations that connect Instagram accounts and monitor engagement."
            icon={<Users className="size-5" aria-hidden />}
          />
          <PortalCard
            to={paths.adminLogin.getHref()}
            title="Admin Login"
            description="For administrators who manage organizations, accounts and comments."
            icon={<ShieldCheck className="size-5" aria-hidden />}
          />
        </div>
      </section>
      <footer className="border-t bg-background">
        <div className="mx-auto flex max-w-5xl flex-col items-center justify-between gap-2 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:px-6">
          <p>© 2025 Flock. All rights reserved.</p>
          <Link
            to={paths.privacyPolicy.getHref()}
            className="hover:text-foreground hover:underline"
          >
            Privacy Policy
          </Link>
        </div>
      </footer>
    </div>
  )
}
