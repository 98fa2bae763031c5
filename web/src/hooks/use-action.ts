import { useCallback, useEffect, useRef, useState } from 'react'

interface ActionCallbacks<Output> {
  onSuccess?: (output: Output) => void
  onError?: (error: Error) => void
}

interface ActionState<Output> {
  status: 'idle' | 'pending' | 'success' | 'error'
  data?: Output
  error: Error | null
}

const toError = (failure: unknown) =>
  failure instanceof Error ? failure : new Error(String(failure))

// A request a screen sends when someone acts (sign in, send a link), with its pending and error
// state: what the public pages need of TanStack Query's useMutation without loading it
// (decision 050). Callbacks given here run even if the screen has gone (a sign-out from a menu
// that closed); those given to mutate() only while it is still shown, as with useMutation.
export function useAction<Input, Output>(
  run: (input: Input) => Promise<Output>,
  callbacks: ActionCallbacks<Output> = {},
) {
  const [state, setState] = useState<ActionState<Output>>({ status: 'idle', error: null })
  const shown = useRef(false)
  const latest = useRef({ run, callbacks })
  useEffect(() => {
    latest.current = { run, callbacks }
  })
  useEffect(() => {
    shown.current = true
    return () => void (shown.current = false)
  }, [])

  const mutate = useCallback((input: Input, local: ActionCallbacks<Output> = {}) => {
    setState({ status: 'pending', error: null })
    const { run: send, callbacks: always } = latest.current
    send(input).then(
      (output) => {
        always.onSuccess?.(output)
        if (!shown.current) return
        setState({ status: 'success', data: output, error: null })
        local.onSuccess?.(output)
      },
      (failure: unknown) => {
        const error = toError(failure)
        always.onError?.(error)
        if (!shown.current) return
        setState({ status: 'error', error })
        local.onError?.(error)
      },
    )
  }, [])

  const common = {
    mutate,
    error: state.error,
    isPending: state.status === 'pending',
    isError: state.status === 'error',
  }
  // Narrowed like useMutation's result: after isSuccess, data is there.
  return state.status === 'success'
    ? { ...common, isSuccess: true as const, data: state.data as Output }
    : { ...common, isSuccess: false as const, data: undefined }
}
