import { z } from 'zod'

// better-auth's reset tokens are 24 letters and digits; anything else is not one.
export const ZResetTokenCheck = z.object({ token: z.string().min(1).max(200) })
export const ZResetTokenStatus = z.object({ valid: z.boolean() })
export type TResetTokenStatus = z.infer<typeof ZResetTokenStatus>
