import type { TAsset } from '@common/schemas/asset'
import { ApiError, apiError, safeJson } from '@/lib/api-client'

// A file into a church's media library, as multipart/form-data streamed by the browser (the API
// client speaks JSON only): the library's own page and the message box's upload both use it.
export async function uploadAsset(routeId: string, file: File): Promise<TAsset> {
  const form = new FormData()
  form.append('file', file, file.name)
  let response: Response
  try {
    response = await fetch(`/api/organizations/${encodeURIComponent(routeId)}/assets`, {
      method: 'POST',
      credentials: 'same-origin',
      body: form,
    })
  } catch {
    throw new ApiError(0, 'NETWORK', 'Could not reach Flock. Check your connection and try again.')
  }
  const data = safeJson(await response.text())
  if (!response.ok) throw apiError(response.status, data)
  return data as TAsset
}
