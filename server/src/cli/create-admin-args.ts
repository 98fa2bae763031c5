import { parseArgs } from 'node:util'
import { createInterface } from 'node:readline'
import { type Readable, Writable } from 'node:stream'
import { ZCreateAdmin } from '@common/schemas/auth'
import { passwordProblem } from '../lib/password-rules'
import { ConfigError } from '../config/env'

// --password is still understood, but npm prints a script's whole command line and the shell
// keeps it in its history; without it, the password is asked for (or read from a pipe).
export function parseCreateAdminArgs(argv: string[]) {
  let values: { email?: string; name?: string; password?: string }
  try {
    values = parseArgs({
      args: argv,
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        password: { type: 'string' },
      },
      strict: true,
    }).values
  } catch (error) {
    throw new ConfigError((error as Error).message)
  }
  const email = ZCreateAdmin.shape.email.safeParse(values.email)
  if (!email.success) throw new ConfigError(`--email: ${email.error.issues[0]!.message}`)
  // Optional: without it the admin is named after their e-mail, until they rename themselves.
  let name: string | undefined
  if (values.name !== undefined) {
    const parsed = ZCreateAdmin.shape.name.safeParse(values.name)
    if (!parsed.success) throw new ConfigError(`--name: ${parsed.error.issues[0]!.message}`)
    name = parsed.data
  }
  return { email: email.data, name, password: values.password }
}

export function checkAdminPassword(password: string, source = '--password'): string {
  const parsed = ZCreateAdmin.shape.password.safeParse(password)
  if (!parsed.success) throw new ConfigError(`${source}: ${parsed.error.issues[0]!.message}`)
  const problem = passwordProblem(parsed.data)
  if (problem) throw new ConfigError(`${source}: ${problem}`)
  return parsed.data
}

// One line from the terminal without showing what is typed, or from a pipe
// (`printf '%s\n' "$PASSWORD" | npm run create-admin -- --email …`).
export function readPassword(
  input: Readable & { isTTY?: boolean },
  output: Writable,
  prompt = 'Password for the new admin (not shown): ',
): Promise<string> {
  const hidden = Boolean(input.isTTY)
  if (hidden) output.write(prompt)
  // readline echoes what is typed to its output, which here goes nowhere.
  const nowhere = new Writable({ write: (_chunk, _encoding, done) => done() })
  const lines = createInterface({ input, output: nowhere, terminal: hidden })
  return new Promise((resolve, reject) => {
    let answered = false
    lines.once('line', (line) => {
      answered = true
      if (hidden) output.write('\n')
      lines.close()
      resolve(line)
    })
    lines.once('close', () => {
      if (!answered) reject(new ConfigError('No password given: type it when asked, or pipe it in'))
    })
  })
}
