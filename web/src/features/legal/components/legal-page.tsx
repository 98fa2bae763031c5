import { ArrowLeft } from 'lucide-react'
import { useId, type ComponentProps, type ReactNode } from 'react'
import { Link } from 'react-router'
import { Card, CardContent } from '@/components/ui/card'
import { paths } from '@/config/paths'
import { cx } from '@/lib/class-names'

const linkClass = cx(
  'rounded-sm font-medium text-primary underline-offset-4 hover:underline',
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
  'focus-visible:ring-offset-2',
)

function BackToHome() {
  return (
    <Link
      to={paths.home.getHref()}
      className={cx(linkClass, 'inline-flex items-center gap-1.5 text-sm')}
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Home
    </Link>
  )
}

type TLegalPageProps = {
  title: string
  updated: string
  children: ReactNode
}

/** Shared chrome for the public legal pages: back links, title, last-updated line and a card. */
export function LegalPage({ title, updated, children }: TLegalPageProps) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <BackToHome />
      <header className="mt-6 mb-8">
        <h1 className="text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl">
          {title}
        </h1>
        <p className="mt-2 text-sm text-slate-500">Last updated: {updated}</p>
      </header>
      <Card>
        <CardContent
          className={cx(
            'space-y-10 p-5 text-base leading-7 break-words text-slate-700 sm:p-8',
            '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:text-sm',
          )}
        >
          {children}
        </CardContent>
      </Card>
      <div className="mt-8">
        <BackToHome />
      </div>
    </div>
  )
}

type TLegalSectionProps = {
  title: string
  children: ReactNode
}

export function LegalSection({ title, children }: TLegalSectionProps) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  )
}

export function LegalList({ className, ...props }: ComponentProps<'ul'>) {
  return (
    <ul className={cx('list-disc space-y-2 pl-5 marker:text-slate-400', className)} {...props} />
  )
}

/** An in-text link to another route of the app, styled consistently on the legal pages. */
export function LegalLink({ className, ...props }: ComponentProps<typeof Link>) {
  return <Link className={cx(linkClass, 'underline', className)} {...props} />
}
