import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { desktopConfig } from 'lighthouse'
import { kilobytes, totalGzipWeight } from '../e2e/js-weight'
import { createServer, type Server } from 'node:net'
import { CHROMIUM_FLAGS } from '../e2e/settings'

// Lighthouse on the pages a church meets first, with the mobile and the desktop presets, and
// the gzip JavaScript each page loads. Starts its own Flock from the build on free ports with a
// fresh embedded database, and stops it. Each page and preset runs RUNS times (default 3) and the
// median run by performance score is reported, as Lighthouse advises for a noisy machine.
// Usage: npm run bench:web (builds first); RUNS=5 npm run bench:web.
const RUNS = Number(process.env.RUNS ?? 3)
const PAGES = ['/', '/login']
const PRESETS = ['mobile', 'desktop'] as const
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'

interface Row {
  page: string
  preset: (typeof PRESETS)[number]
  performance: number
  accessibility: number
  lcpMs: number
  fcpMs: number
  tbtMs: number
  cls: number
  scripts: string[]
  scriptTransferBytes: number
  // Lighthouse's own failure of a run (it then scores it 0), such as a trace it could not read.
  error?: string
}

// Distinct free ports: all are held open together, so no two of them can be the same.
async function freePorts(count: number): Promise<number[]> {
  const servers: Server[] = []
  try {
    for (let index = 0; index < count; index += 1) {
      const server = createServer()
      servers.push(server)
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject)
        server.listen(0, '127.0.0.1', resolve)
      })
    }
    return servers.map((server) => (server.address() as { port: number }).port)
  } finally {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))))
  }
}

async function startFlock(): Promise<{ url: string; server: ChildProcess; dataDir: string }> {
  if (!existsSync('dist/server/main.js') || !existsSync('dist/web/index.html')) {
    throw new Error('Flock is not built; run npm run build (npm run bench:web does)')
  }
  const [port, simulatorPort, databasePort] = (await freePorts(3)) as [number, number, number]
  const dataDir = path.resolve(`.tmp/bench-web-${port}`)
  await rm(dataDir, { recursive: true, force: true })
  await mkdir(dataDir, { recursive: true })
  const url = `http://localhost:${port}`
  const server = spawn(process.execPath, [path.resolve('dist/server/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(databasePort),
      SIMULATOR_PORT: String(simulatorPort),
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`Flock exited with ${server.exitCode}`)
    const healthy = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    )
    if (healthy) return { url, server, dataDir }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  server.kill('SIGTERM')
  throw new Error('Flock did not become healthy within 120 s')
}

async function stopFlock(server: ChildProcess) {
  if (server.exitCode !== null) return
  const exited = new Promise((resolve) => server.once('exit', resolve))
  server.kill('SIGTERM')
  await exited
}

async function audit(baseUrl: string, page: string, preset: Row['preset']): Promise<Row> {
  // A fresh browser for every run, so no run finds another's cache.
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROMIUM_FLAGS,
  })
  try {
    const result = await lighthouse(
      baseUrl + page,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      },
      preset === 'desktop' ? desktopConfig : undefined,
    )
    if (!result) throw new Error(`Lighthouse returned nothing for ${page}`)
    const { audits, categories, runtimeError } = result.lhr
    const requests = (audits['network-requests']?.details as { items: NetworkItem[] }).items
    const scripts = requests.filter((item) => item.resourceType === 'Script')
    return {
      page,
      preset,
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
      scripts: scripts.map((item) => item.url),
      scriptTransferBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
      error: runtimeError ? `${runtimeError.code}: ${runtimeError.message}` : undefined,
    }
  } finally {
    chrome.kill()
  }
}

interface NetworkItem {
  url: string
  resourceType?: string
  transferSize?: number
}

async function main() {
  const flock = await startFlock()
  const rows: Row[] = []
  try {
    for (const page of PAGES) {
      for (const preset of PRESETS) {
        const runs: Row[] = []
        for (let run = 1; run <= RUNS; run += 1) {
          console.log(`Lighthouse ${preset} ${page}, run ${run} of ${RUNS}…`)
          runs.push(await audit(flock.url, page, preset))
        }
        runs.sort((a, b) => a.performance - b.performance)
        console.log(`  performance: ${runs.map((run) => run.performance).join(', ')}`)
        for (const run of runs)
          if (run.error) console.log(`  a run Lighthouse failed: ${run.error}`)
        // The median of the runs Lighthouse completed (all of them, if it failed every one).
        const completed = runs.filter((run) => !run.error)
        const counted = completed.length ? completed : runs
        rows.push(counted[Math.floor(counted.length / 2)]!)
      }
    }
    console.log(
      '\npage      preset    performance  accessibility  FCP      LCP      TBT      CLS    JS gzip    JS as sent (brotli)',
    )
    for (const row of rows) {
      const { gzipBytes } = await totalGzipWeight(row.scripts)
      console.log(
        [
          row.page.padEnd(9),
          row.preset.padEnd(9),
          String(row.performance).padEnd(12),
          String(row.accessibility).padEnd(14),
          `${(row.fcpMs / 1000).toFixed(1)} s`.padEnd(8),
          `${(row.lcpMs / 1000).toFixed(1)} s`.padEnd(8),
          `${row.tbtMs} ms`.padEnd(8),
          row.cls.toFixed(3).padEnd(6),
          kilobytes(gzipBytes).padEnd(10),
          kilobytes(row.scriptTransferBytes),
        ].join(' '),
      )
    }
  } finally {
    await stopFlock(flock.server)
    await rm(flock.dataDir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
