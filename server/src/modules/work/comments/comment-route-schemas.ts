import { z } from 'zod'
import { ZApiError } from '@common/schemas/common'

// Shared by the inbox's route files: its error answers and its id parameters.
export const commentRouteErrors = {
  400: ZApiError,
  401: ZApiError,
  403: ZApiError,
  404: ZApiError,
  409: ZApiError,
  429: ZApiError,
  503: ZApiError,
}

export const ZId = (what: string) => z.object({ id: z.uuid({ error: `${what} not found` }) })
