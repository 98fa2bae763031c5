import type { ChildProcess } from 'node:child_process'

// Polls /healthz of a Flock child process until it answers; a child that exits or takes too
// long fails with what it printed.
export async function waitUntilHealthy(
  child: ChildProcess,
  url: string,
  output: () => string,
  timeoutMs: number,
) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Flock exited early:\n${output()}`)
    const healthy = await fetch(`${url}/healthz`)
      .then((r) => r.ok)
      .catch(() => false)
    if (healthy) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  child.kill('SIGKILL')
  throw new Error(`Flock did not start within ${timeoutMs / 1000} s:\n${output()}`)
}
