import { useQuery } from '@tanstack/react-query'
import type { TBackupStatus } from '@common/schemas/backup'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

export function useBackupStatus() {
  return useQuery({
    queryKey: queryKeys.backups(),
    queryFn: () => api.get<TBackupStatus>('/api/settings/backups'),
  })
}
