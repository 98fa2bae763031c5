import type { TMe, TRegister } from '@common/schemas/auth'
import { useAction } from '@/hooks/use-action'
import { api } from '@/lib/api-client'
import { setMe } from '@/lib/me'

export function useRegister() {
  return useAction((input: TRegister) => api.post<TMe>('/api/register', input), {
    onSuccess: setMe,
  })
}
