import { execFile } from 'node:child_process'
import { readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

// What Flock remembers about its embedded PostgreSQL between starts, beside the cluster:
// the port it chose and which Flock process started it.
export interface EmbeddedRecord {
  port?: number
  ownerPid?: number
}

const recordFile = (dataDir: string) => path.join(dataDir, 'embedded-postgres.json')

export async function readRecord(dataDir: string): Promise<EmbeddedRecord> {
  try {
    const parsed = JSON.parse(await readFile(recordFile(dataDir), 'utf8')) as EmbeddedRecord
    return {
      port: Number.isInteger(parsed.port) ? parsed.port : undefined,
      ownerPid: Number.isInteger(parsed.ownerPid) ? parsed.ownerPid : undefined,
    }
  } catch {
    return {}
  }
}

export async function writeRecord(dataDir: string, record: EmbeddedRecord): Promise<void> {
  const file = recordFile(dataDir)
  await writeFile(`${file}.tmp`, `${JSON.stringify(record)}\n`)
  await rename(`${file}.tmp`, file)
}

// Clusters created before Flock asked for scram-sha-256 accept `password` (cleartext on the
// wire). Their stored password is a SCRAM verifier already (PostgreSQL's default since 14), so
// switching the method is safe; PostgreSQL reads the file when it starts.
export async function requireScram(clusterDir: string): Promise<void> {
  const file = path.join(clusterDir, 'pg_hba.conf')
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch {
    return
  }
  const hardened = text.replace(/^(\s*(?:local|host)\b[^#\n]*?)\bpassword\s*$/gm, '$1scram-sha-256')
  if (hardened !== text) await writeFile(file, hardened)
}

export interface RunningPostmaster {
  pid: number
  port: number
  // The process that started it; 1 (or a subreaper) once that process died without stopping it.
  parentPid: number
}

// PostgreSQL's own lock file says which postmaster serves this cluster and on which port. A
// leftover file whose process is gone means the server was killed, not that it is running.
export async function runningPostmaster(clusterDir: string): Promise<RunningPostmaster | null> {
  let lines: string[]
  try {
    lines = (await readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8')).split('\n')
  } catch {
    return null
  }
  const pid = Number(lines[0])
  const port = Number(lines[3])
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return null
  const parentPid = await parentOf(pid)
  if (parentPid === null) return null
  return { pid, port, parentPid }
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: alive, but another user's; a postgres run under its own system user is one.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

// The parent of a live process that is a postgres; null when the pid now belongs to something
// else (a stale lock file after a reboot) or nothing can tell. Then PostgreSQL's own lock-file
// check decides: it refuses to start beside a live postmaster, so nothing runs twice.
async function parentOf(pid: number): Promise<number | null> {
  const found = (await fromProc(pid)) ?? (await fromPs(pid))
  return found && /postgres/.test(found.command) ? found.parentPid : null
}

// Linux: /proc/<pid>/stat is "pid (comm) state ppid …", and exists without procps installed.
async function fromProc(pid: number) {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8')
    const match = stat.match(/^\d+ \((.*)\) \S+ (\d+)/)
    return match ? { command: match[1]!, parentPid: Number(match[2]) } : null
  } catch {
    return null
  }
}

// macOS and other systems without /proc.
async function fromPs(pid: number) {
  try {
    const { stdout } = await run('ps', ['-o', 'ppid=,comm=', '-p', String(pid)])
    const match = stdout.trim().match(/^(\d+)\s+(.*)$/)
    return match ? { command: match[2]!, parentPid: Number(match[1]) } : null
  } catch {
    return null
  }
}

// The same as `pg_ctl stop -m fast`: SIGINT asks the postmaster to end every session and shut
// down cleanly. Waits until it is gone; escalates to an immediate shutdown after 30 s.
export async function stopPostmaster(pid: number): Promise<void> {
  signal(pid, 'SIGINT')
  const started = Date.now()
  while (isAlive(pid)) {
    if (Date.now() - started > 30_000) signal(pid, 'SIGQUIT')
    if (Date.now() - started > 40_000) throw new Error(`PostgreSQL (pid ${pid}) did not stop`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

function signal(pid: number, name: NodeJS.Signals) {
  try {
    process.kill(pid, name)
  } catch {
    // Already gone.
  }
}
