import { parseArgs } from 'node:util'
import { ZCreateAdmin } from '@common/schemas/auth'
import { passwordProblem } from '../auth/password-rules'
import { ConfigError } from '../config/env'

export function parseCreateAdminArgs(argv: string[]) {
  let values: Record<string, unknown>
  try {
    values = parseArgs({
      args: argv,
      options: { email: { type: 'string' }, password: { type: 'string' } },
      strict: true,
    }).values
  } catch (error) {
    throw new ConfigError((error as Error).message)
  }
  const parsed = ZCreateAdmin.omit({ setupCode: true }).safeParse(values)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    throw new ConfigError(`--${issue.path.join('.') || 'email'}: ${issue.message}`)
  }
  const problem = passwordProblem(parsed.data.password)
  if (problem) throw new ConfigError(`--password: ${problem}`)
  return parsed.data
}
