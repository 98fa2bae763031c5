import { z } from 'zod'
import { PASSWORD_MESSAGES, ZNewPassword } from '@common/password-policy'
import { isCommonPassword } from '@/lib/common-passwords'

// A new password and its confirmation, held to the same rules as at registration (the server
// checks them again).
export const ZNewPasswordFields = z.object({
  newPassword: ZNewPassword.refine(
    async (password) => !(await isCommonPassword(password)),
    PASSWORD_MESSAGES.common,
  ),
  confirmPassword: z.string().min(1, 'Please confirm your password'),
})

export const passwordsMatch = {
  check: (values: { newPassword: string; confirmPassword: string }) =>
    values.newPassword === values.confirmPassword,
  issue: { message: 'Passwords do not match', path: ['confirmPassword'] },
}
