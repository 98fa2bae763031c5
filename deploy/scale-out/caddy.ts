import { type ChildProcess, spawn } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export interface Proxy {
  url: string
  stop(): Promise<void>
}

// Caddy (Debian's package) on loopback in front of Flock processes, as in deploy/Caddyfile:
// round robin across all of them, event streams unbuffered. A request carrying
// `x-flock-process: <n>` goes to process n, so a test can pin a browser to one of them.
export async function startCaddy(port: number, upstreams: string[]): Promise<Proxy> {
  const dir = path.resolve(`.tmp/scale-out-${process.pid}`)
  mkdirSync(dir, { recursive: true })
  const hosts = upstreams.map((url) => new URL(url).host)
  const pinned = hosts
    .map(
      (host, index) => `	@process${index} header X-Flock-Process ${index}
	reverse_proxy @process${index} ${host} {
		flush_interval -1
	}`,
    )
    .join('\n')
  const config = `{
	admin off
	auto_https off
	storage file_system ${dir}/caddy-data
}
http://:${port} {
	bind 127.0.0.1
${pinned}
	reverse_proxy ${hosts.join(' ')} {
		lb_policy round_robin
		# A process that stopped answering is left out, and the request tried on another.
		fail_duration 30s
		lb_try_duration 5s
		flush_interval -1
	}
}
`
  const file = path.join(dir, 'Caddyfile')
  writeFileSync(file, config)
  let output = ''
  const child: ChildProcess = spawn('caddy', ['run', '--config', file, '--adapter', 'caddyfile'], {
    env: { ...process.env, HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout!.on('data', (chunk) => (output += String(chunk)))
  child.stderr!.on('data', (chunk) => (output += String(chunk)))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 20_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`caddy exited: ${output.slice(-2000)}`)
    const answered = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    )
    if (answered) break
    if (Date.now() > deadline) throw new Error(`caddy did not answer: ${output.slice(-2000)}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return {
    url,
    async stop() {
      if (child.exitCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    },
  }
}
