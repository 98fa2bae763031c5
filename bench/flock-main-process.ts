import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'
import { waitUntilHealthy } from '../server/test/wait-until-healthy'

export interface FlockMainProcess {
  url: string
  child: ChildProcess
  output: () => string
}

// Every child started here, so an interrupted run can still kill the ones left.
const running = new Set<ChildProcess>()

// The real server entry point (server/src/main.ts: HTTP and pg-boss workers) as its own process,
// on the port the caller picked (the simulator must know where to send webhooks before it starts).
export async function startFlockMain(
  port: number,
  env: Record<string, string>,
): Promise<FlockMainProcess> {
  let output = ''
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('server/src/main.ts')], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  running.add(child)
  child.once('exit', () => running.delete(child))
  // Only the tail is kept: enough to explain a failure, not a log that grows for the whole run.
  const keep = (chunk: Buffer) => (output = (output + String(chunk)).slice(-20_000))
  child.stdout!.on('data', keep)
  child.stderr!.on('data', keep)
  const url = `http://127.0.0.1:${port}`
  await waitUntilHealthy(child, url, () => output, 90_000)
  return { url, child, output: () => output }
}

// SIGTERM lets main.ts stop its job workers and close its pool; one that hangs is killed.
export async function stopFlockMain(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000)
  await exited
  clearTimeout(timer)
}

export const stopAllFlockMains = () => Promise.all([...running].map(stopFlockMain))

// Last resort when the bench itself exits: no child outlives it.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL')
})
