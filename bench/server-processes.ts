import { type ChildProcess, fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'

// Extra Flock server processes (bench/flock-process.ts) on the benchmark's database. With
// BENCH_CPU_PROFILE=<folder>, each writes a V8 CPU profile there when it exits, to see where a
// route's time goes.
export function startServer(databaseUrl: string): Promise<{ url: string; child: ChildProcess }> {
  const entry = fileURLToPath(new URL('./flock-process.ts', import.meta.url))
  const profile = process.env.BENCH_CPU_PROFILE
  const child = fork(entry, [], {
    execArgv: profile
      ? [...process.execArgv, '--cpu-prof', `--cpu-prof-dir=${profile}`]
      : process.execArgv,
    env: { ...process.env, DATABASE_URL: databaseUrl },
  })
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error('a Flock server process did not start within 60 s'))
    }, 60_000)
    child.once('message', (message: { url: string }) => {
      clearTimeout(timer)
      resolve({ url: message.url, child })
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`a Flock server process exited with ${code}`))
    })
  })
}

// Letting go of the IPC channel asks the child to close; one that hangs is killed.
export async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.disconnect()
  const timedOut = await Promise.race([exited.then(() => false), delay(10_000).then(() => true)])
  if (timedOut) child.kill('SIGKILL')
}

function delay(ms: number) {
  return new Promise<void>((resolve) => setTimeout(resolve, ms).unref())
}
