import { Component, type ErrorInfo, type ReactNode } from 'react'
import { LoadError } from '@/components/ui/load-error'

// The last rung of every screen's ladder: a screen that throws while rendering (or whose code
// cannot be fetched, say after an upgrade) shows an error with a way out instead of a blank
// page. Keyed by path in the shell, so moving to another screen starts afresh. Load failures of
// data are the screens' own (QueryLadder, PagedList); this is for everything else.
export class RouteErrorBoundary extends Component<
  { children: ReactNode },
  { error: Error | null }
> {
  override state: { error: Error | null } = { error: null }

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) }
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('A screen failed to render', error, info.componentStack)
  }

  override render() {
    if (!this.state.error) return this.props.children
    return (
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
        <LoadError
          title="Something went wrong"
          message="This page could not be shown."
          error={this.state.error}
          onRetry={() => window.location.reload()}
        />
      </div>
    )
  }
}
