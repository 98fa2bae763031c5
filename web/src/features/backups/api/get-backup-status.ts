import { useQuery } from '@tanstack/react-query'
import type { TBackupStatus } from '@common/schemas/backup'
import { api } from '@/lib/api-client'

export function useBackupStatus() {
  return useQuery({
    queryKey: ['settings', 'backups'],
    queryFn: () => api.get<TBackupStatus>('/api/settings/backups'),
  })
}
