import { execFile, fork } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { appendFile, mkdir, readFile, rm, stat } from 'node:fs/promises'
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { openBenchDatabase } from './bench-database'
import { BENCH_ORIGIN } from './flock-app'
import { stopServer } from './server-processes'

// A 50 MB video uploaded to a real Flock process over HTTP, with that process's resident memory
// (RSS, from /proc) read every 20 ms before, during and after: a streamed upload keeps it flat;
// one buffered whole would add the file's size. Usage: MEGABYTES=50 npx tsx bench/asset-upload.ts
const MEGABYTES = Number(process.env.MEGABYTES ?? 50)
const work = path.resolve(`.tmp/bench/asset-upload-${process.pid}`)
const run = promisify(execFile)

async function rssMegabytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8')
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN)
  return kilobytes / 1024
}

// A real MP4 (a 2 s H.264 clip made by the bundled ffmpeg) followed by a `free` box of random
// bytes up to the size wanted: a valid file that every MP4 reader skips past.
async function makeVideo(file: string, megabytes: number) {
  const { default: ffmpeg } = await import('@ffmpeg-installer/ffmpeg')
  await run(ffmpeg.path, [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=360x640:rate=25', '-t', '2'],
    ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', file],
  ])
  const padding = megabytes * 1024 * 1024 - (await stat(file)).size
  const header = Buffer.alloc(8)
  header.writeUInt32BE(padding, 0)
  header.write('free', 4, 'latin1')
  await appendFile(file, header)
  for (let left = padding - 8; left > 0; left -= 1024 * 1024)
    await appendFile(file, randomBytes(Math.min(left, 1024 * 1024)))
}

async function register(url: string): Promise<{ cookie: string; routeId: string }> {
  const response = await fetch(`${url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BENCH_ORIGIN },
    body: JSON.stringify({
      email: `bench-${Date.now()}@example.org`,
      name: 'Ruth Mensah',
      organizationName: `Bench Church ${Date.now()}`,
      password: 'correct horse battery',
    }),
  })
  if (response.status !== 201) throw new Error(`register: ${response.status}`)
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ')
  const body = (await response.json()) as { organization: { routeId: string } }
  return { cookie, routeId: body.organization.routeId }
}

// The multipart body streamed from disk, as a browser sends a chosen file.
function upload(url: string, cookie: string, file: string, bytes: number) {
  const boundary = '----flockbench'
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.mp4"\r\n` +
      'Content-Type: video/mp4\r\n\r\n',
  )
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(url, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': head.length + bytes + tail.length,
        origin: BENCH_ORIGIN,
        cookie,
      },
    })
    request.on('response', (response) => {
      let body = ''
      response.on('data', (chunk: Buffer) => (body += chunk.toString()))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
    })
    request.on('error', reject)
    request.write(head)
    const source = createReadStream(file)
    source.pipe(request, { end: false })
    source.on('end', () => request.end(tail))
  })
}

async function main() {
  await mkdir(work, { recursive: true })
  const video = path.join(work, 'big.mp4')
  await makeVideo(video, MEGABYTES)
  const bytes = (await stat(video)).size
  const database = await openBenchDatabase()
  const entry = fileURLToPath(new URL('./asset-upload-server.ts', import.meta.url))
  const child = fork(entry, [], {
    execArgv: process.execArgv,
    env: { ...process.env, DATABASE_URL: database.url, BENCH_DATA_DIR: path.join(work, 'data') },
  })
  try {
    const { url } = await new Promise<{ url: string }>((resolve, reject) => {
      child.once('message', resolve)
      child.once('exit', (code) => reject(new Error(`the Flock process exited with ${code}`)))
    })
    const { cookie, routeId } = await register(url)
    // Warm up: one small upload loads sharp, multipart and the routes' code.
    const small = path.join(work, 'small.mp4')
    await makeVideo(small, 1)
    await upload(
      `${url}/api/organizations/${routeId}/assets`,
      cookie,
      small,
      (await stat(small)).size,
    )
    global.gc?.()
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const before = await rssMegabytes(child.pid!)
    const samples: number[] = []
    const sampler = setInterval(() => {
      void rssMegabytes(child.pid!).then((value) => samples.push(value))
    }, 20)
    const started = performance.now()
    const result = await upload(`${url}/api/organizations/${routeId}/assets`, cookie, video, bytes)
    const seconds = (performance.now() - started) / 1000
    clearInterval(sampler)
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const after = await rssMegabytes(child.pid!)
    if (result.status !== 201) throw new Error(`upload: ${result.status} ${result.body}`)
    const peak = Math.max(...samples)
    console.log(`Upload of a ${(bytes / 1024 / 1024).toFixed(1)} MB MP4 to one Flock process`)
    console.log(
      `  took ${seconds.toFixed(2)} s (${(bytes / 1024 / 1024 / seconds).toFixed(1)} MB/s), answered ${result.status}`,
    )
    console.log(
      `  RSS before ${before.toFixed(1)} MB, peak during ${peak.toFixed(1)} MB (+${(peak - before).toFixed(1)} MB), after ${after.toFixed(1)} MB`,
    )
    console.log(`  ${samples.length} samples every 20 ms`)
  } finally {
    await stopServer(child)
    await database.close()
    await rm(work, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
