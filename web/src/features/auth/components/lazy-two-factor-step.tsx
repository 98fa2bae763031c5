import { type ComponentProps, lazy, Suspense } from 'react'
import type { TwoFactorStep as Step } from './two-factor-step'

// The code step is loaded only once a password is right and a second factor is asked for: the
// login pages stay within their JavaScript budget (e2e/js-budget.spec.ts) for everyone else.
const TwoFactorStep = lazy(() =>
  import('./two-factor-step').then((module) => ({ default: module.TwoFactorStep })),
)

export function LazyTwoFactorStep(props: ComponentProps<typeof Step>) {
  return (
    <Suspense fallback={<p className="text-sm text-muted-foreground">Loading…</p>}>
      <TwoFactorStep {...props} />
    </Suspense>
  )
}
