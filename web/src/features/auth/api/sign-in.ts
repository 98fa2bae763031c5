import type { TMe, TRole } from '@common/schemas/auth'
import { api, ApiError } from '@/lib/api-client'
import { getMe, setMe } from '@/lib/me'
import { useAction } from '@/hooks/use-action'
import { signOutRequest } from './sign-out'

export interface SignInInput {
  email: string
  password: string
}

const WRONG_PORTAL_MESSAGE: Record<TRole, string> = {
  client: 'Not authorized as admin',
  admin: 'Please use admin login page',
}

// Signs in, then checks the role against the page used: an admin on the client login (or a
// client on the admin login) is signed straight out again with the spec's message.
async function signIn(input: SignInInput, portal: TRole): Promise<TMe> {
  await api.post('/api/auth/sign-in/email', { email: input.email.trim(), password: input.password })
  const me = await getMe()
  if (!me)
    throw new ApiError(401, 'UNAUTHENTICATED', 'Failed to login. Please check your credentials.')
  if (me.user.role !== portal) {
    await signOutRequest().catch(() => {})
    throw new ApiError(403, 'WRONG_PORTAL', WRONG_PORTAL_MESSAGE[me.user.role])
  }
  return me
}

export function useSignIn(portal: TRole) {
  return useAction((input: SignInInput) => signIn(input, portal), {
    onSuccess: setMe,
    onError: () => setMe(null),
  })
}
