import { AlertCircle, CheckCircle2, Loader2 } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { toast } from '@/lib/toast'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { ApiError } from '@/lib/api-client'
import { useCompleteConnect } from '../api/complete-connect'
import { forgetConnection, readConnection } from '../lib/pending-connection'

const FINAL_CODES = new Set(['INSTAGRAM_ACCOUNT_TAKEN', 'WRONG_INSTAGRAM_ACCOUNT'])

type View = { state: 'connecting' } | { state: 'success' } | { state: 'error'; message: string }

// Where Instagram sends the browser back: checks what it can locally, lets the server finish
// the exchange, then returns to the portal.
export function InstagramCallback({ portalHref }: { portalHref: string }) {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const complete = useCompleteConnect()
  const [view, setView] = useState<View>({ state: 'connecting' })
  const started = useRef(false)

  useEffect(() => {
    if (started.current) return
    started.current = true
    const pending = readConnection()
    // Where trying again cannot help (the account belongs to another organization, or the
    // person signed in to Instagram as someone else), the toast says what to do instead.
    const fail = (message: string, error?: unknown) => {
      forgetConnection()
      setView({ state: 'error', message })
      const retryable = !(error instanceof ApiError && FINAL_CODES.has(error.code))
      toast.error('Connection Failed', {
        description: retryable ? 'Could not connect to Instagram. Please try again.' : message,
      })
    }
    const denied = params.get('error')
    if (denied) return fail(params.get('error_description') || 'Instagram did not grant access.')
    const state = params.get('state')
    if (!state || !pending || state !== pending.state) return fail('Invalid state parameter')
    const code = params.get('code')
    if (!code) return fail('No authorization code received')
    complete.mutate(
      { code, state },
      {
        onSuccess: () => {
          forgetConnection()
          setView({ state: 'success' })
          if (pending.accountId) {
            toast.success('Access granted', {
              description: 'You have granted access to this Instagram account',
            })
          } else {
            toast.success('Instagram Connected', {
              description: 'Your Instagram account has been successfully connected.',
            })
          }
          setTimeout(() => void navigate(portalHref, { replace: true }), 1500)
        },
        onError: (error) => fail(error.message || 'Failed to authenticate with Instagram', error),
      },
    )
  }, [params, complete, navigate, portalHref])

  return (
    <div className="flex min-h-[calc(100vh-4rem)] items-center justify-center px-4">
      <Card className="w-full max-w-md">
        <CardContent
          className="flex flex-col items-center gap-3 p-8 text-center"
          aria-live="polite"
        >
          {view.state === 'connecting' ? (
            <>
              <Loader2 className="size-10 animate-spin text-primary" aria-hidden />
              <h1 className="text-xl font-semibold">Connecting to Instagram</h1>
              <p className="text-muted-foreground">
                Please wait while we complete the authentication process...
              </p>
            </>
          ) : view.state === 'success' ? (
            <>
              <CheckCircle2 className="size-10 text-emerald-600" aria-hidden />
              <h1 className="text-xl font-semibold">Successfully Connected</h1>
              <p className="text-muted-foreground">Redirecting you back to the portal...</p>
            </>
          ) : (
            <>
              <AlertCircle className="size-10 text-destructive" aria-hidden />
              <h1 className="text-xl font-semibold">Authentication Error</h1>
              <p role="alert" className="text-muted-foreground">
                {view.message}
              </p>
              <Button asChild className="mt-2">
                <Link to={portalHref}>Return to Portal</Link>
              </Button>
            </>
          )}
        </CardContent>
      </Card>
    </div>
  )
}
