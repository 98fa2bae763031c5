import type { TMe, TRole } from '@common/schemas/auth'
import { api, ApiError } from '@/lib/api-client'
import { getMe, setMe } from '@/lib/me'
import { useAction } from '@/hooks/use-action'
import { signOutRequest } from './sign-out'

export interface SignInInput {
  email: string
  password: string
}

// The password was right and the account has two-factor sign-in: a code comes next.
export interface TwoFactorNeeded {
  codeNeeded: true
}

export type SignInResult = TMe | TwoFactorNeeded

export const needsCode = (result: SignInResult): result is TwoFactorNeeded => 'codeNeeded' in result

const WRONG_PORTAL_MESSAGE: Record<TRole, string> = {
  client: 'Not authorized as admin',
  admin: 'Please use admin login page',
}

// Who is signed in now, checked against the page used: an admin on the client login (or a
// client on the admin login) is signed straight out again with the spec's message.
export async function signedInAs(portal: TRole): Promise<TMe> {
  const me = await getMe()
  if (!me)
    throw new ApiError(401, 'UNAUTHENTICATED', 'Failed to login. Please check your credentials.')
  if (me.user.role !== portal) {
    await signOutRequest().catch(() => {})
    throw new ApiError(403, 'WRONG_PORTAL', WRONG_PORTAL_MESSAGE[me.user.role])
  }
  return me
}

async function signIn(input: SignInInput, portal: TRole): Promise<SignInResult> {
  const answer = await api.post<{ twoFactorRedirect?: boolean } | undefined>(
    '/api/auth/sign-in/email',
    { email: input.email.trim(), password: input.password },
  )
  if (answer?.twoFactorRedirect) return { codeNeeded: true }
  return signedInAs(portal)
}

export function useSignIn(portal: TRole) {
  return useAction((input: SignInInput) => signIn(input, portal), {
    onSuccess: (result) => {
      if (!needsCode(result)) setMe(result)
    },
    onError: () => setMe(null),
  })
}
