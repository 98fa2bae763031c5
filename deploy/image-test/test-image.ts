// npm run test:image: builds Flock's container image with podman, starts it on its embedded
// PostgreSQL and checks it as a self-hoster would: healthy, ready, a sign-in, a page, a backup
// from inside the container, an unprivileged user and a clean stop on SIGTERM.
import { execFileSync, spawnSync } from 'node:child_process'
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileUpload, video } from '../../server/test/asset-fixtures'
import { freePort } from '../../server/test/free-port'

const root = path.resolve(import.meta.dirname, '../..')
const env = { ...process.env, CONTAINERS_CONF: path.join(import.meta.dirname, 'podman.conf') }
const IMAGE = 'localhost/flock:test'
const ADMIN = { email: 'admin@flock.test', password: 'Shepherd-Admin-2025' }

let passed = 0
let failed = 0

function podman(...args: string[]): string {
  return execFileSync('podman', args, { env, cwd: root, encoding: 'utf8' }).trim()
}

async function check(name: string, run: () => Promise<void> | void) {
  try {
    await run()
    passed += 1
    console.log(`  ✓ ${name}`)
  } catch (error) {
    failed += 1
    console.log(`  ✗ ${name}: ${error instanceof Error ? error.message : String(error)}`)
  }
}

function expect(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message)
}

async function waitFor(url: string, seconds: number): Promise<Response> {
  const deadline = Date.now() + seconds * 1000
  for (;;) {
    try {
      const response = await fetch(url)
      if (response.ok) return response
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer 200 within ${seconds} s`)
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
}

async function main() {
  const started = Date.now()
  console.log('== base image')
  execFileSync('bash', ['deploy/image-test/base-image.sh'], { env, cwd: root, stdio: 'inherit' })
  console.log('== building the image')
  const build = Date.now()
  const built = spawnSync(
    'podman',
    ['build', '--format', 'docker', '--network=host', '-t', IMAGE, '.'],
    {
      env,
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  if (built.status !== 0) throw new Error('podman build failed')
  console.log(`   built in ${Math.round((Date.now() - build) / 1000)} s`)

  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const dataDir = mkdtempSync(path.join(tmpdir(), 'flock-image-data-'))
  // The image runs as uid 1000; the volume must be theirs, as a named volume would be.
  chmodSync(dataDir, 0o777)
  const container = podman(
    'run',
    '-d',
    '--network=host',
    '-e',
    `PORT=${port}`,
    '-e',
    'HOST=127.0.0.1',
    '-e',
    `PUBLIC_URL=http://localhost:${port}`,
    '-e',
    `SIMULATOR_PORT=${await freePort()}`,
    '-e',
    `EMBEDDED_PG_PORT=${await freePort()}`,
    '-e',
    `ADMIN_EMAIL=${ADMIN.email}`,
    '-e',
    `ADMIN_PASSWORD=${ADMIN.password}`,
    '-v',
    `${dataDir}:/data`,
    IMAGE,
  )
  console.log('== checks')
  try {
    await check('answers /healthz within 120 s of starting', async () => {
      await waitFor(`${url}/healthz`, 120)
    })
    await check('is ready: database reachable and migrated', async () => {
      const response = await fetch(`${url}/readyz`)
      expect(response.status === 200, `/readyz answered ${response.status}`)
    })
    const origin = `http://localhost:${port}`
    let cookie = ''
    await check('signs the admin in and knows who they are', async () => {
      const signedIn = await fetch(`${url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify(ADMIN),
      })
      expect(signedIn.ok, `sign-in answered ${signedIn.status}`)
      cookie = signedIn.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ')
      const me = await (await fetch(`${url}/api/me`, { headers: { cookie } })).json()
      expect(me.user?.email === ADMIN.email, `/api/me answered ${JSON.stringify(me)}`)
    })
    await check(
      'takes a video into a media library: ffprobe and ffmpeg run as its user',
      async () => {
        const created = await fetch(`${url}/api/organizations`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin, cookie },
          body: JSON.stringify({ organization: 'Grace Chapel Image Test', contact: 'Pastor Ruth' }),
        })
        expect(created.status === 201, `creating a church answered ${created.status}`)
        const { routeId } = (await created.json()) as { routeId: string }
        const upload = fileUpload(await video(), 'easter.mp4', 'Easter morning')
        const uploaded = await fetch(`${url}/api/organizations/${routeId}/assets`, {
          method: 'POST',
          headers: { ...upload.headers, origin, cookie },
          body: upload.payload,
        })
        const asset = (await uploaded.json()) as { publicUrl?: string; message?: string }
        expect(
          uploaded.status === 201,
          `upload answered ${uploaded.status}: ${asset.message ?? ''}`,
        )
        const served = await fetch(new URL(asset.publicUrl!, url))
        const type = served.headers.get('content-type')
        expect(served.ok && type === 'video/mp4', `the video answered ${served.status} ${type}`)
      },
    )
    await check('serves the login page', async () => {
      const page = await fetch(`${url}/login`)
      const html = await page.text()
      expect(page.ok && html.includes('<html'), `/login answered ${page.status}`)
    })
    await check('runs as an unprivileged user', () => {
      const uid = podman('exec', container, 'id', '-u')
      expect(uid !== '0', `runs as uid ${uid}`)
    })
    await check('takes a backup from inside the container with npm run backup', () => {
      const output = podman('exec', container, 'npm', 'run', '--silent', 'backup')
      expect(/Backup written: \/data\/backups\//.test(output), output)
    })
    await check('stops cleanly on SIGTERM within 30 s', () => {
      const stopAt = Date.now()
      podman('stop', '-t', '30', container)
      const code = podman('inspect', container, '--format', '{{.State.ExitCode}}')
      expect(code === '0', `exited with ${code}`)
      expect(Date.now() - stopAt < 30_000, 'took longer than 30 s')
    })
  } finally {
    if (failed > 0) console.log(podman('logs', '--tail', '40', container))
    spawnSync('podman', ['rm', '-f', container], { env })
    rmSync(dataDir, { recursive: true, force: true })
  }
  console.log(`\ntest:image took ${Math.round((Date.now() - started) / 1000)} s`)
  console.log(`${passed} passed, ${failed} failed`)
  process.exit(failed > 0 ? 1 : 0)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  console.log(`${passed} passed, ${failed + 1} failed`)
  process.exit(1)
})
