import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach } from 'vitest'

/** A baseline JPEG's header (JFIF, a quantisation table, SOF0) and its end, at any size. */
export function jpeg(width: number, height: number, padTo = 0): Buffer {
  const u16 = (n: number) => [(n >> 8) & 0xff, n & 0xff]
  const app0 = [0xff, 0xe0, ...u16(16), ...Buffer.from('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0]
  // An EXIF block before the frame header, as cameras write, so the parser must skip it.
  const exifBody = [...Buffer.from('Exif\0\0'), ...new Array<number>(200).fill(0)]
  const app1 = [0xff, 0xe1, ...u16(exifBody.length + 2), ...exifBody]
  const dqt = [0xff, 0xdb, ...u16(67), 0, ...new Array<number>(64).fill(1)]
  const sof0 = [0xff, 0xc0, ...u16(17), 8, ...u16(height), ...u16(width), 3]
  const components = [1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]
  const head = Buffer.from([0xff, 0xd8, ...app0, ...app1, ...dqt, ...sof0, ...components])
  const tail = Buffer.from([0xff, 0xd9])
  const pad = Math.max(0, padTo - head.length - tail.length)
  return Buffer.concat([head, Buffer.alloc(pad), tail])
}

export function png(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(25)
  ihdr.writeUInt32BE(13, 0)
  ihdr.write('IHDR', 4, 'latin1')
  ihdr.writeUInt32BE(width, 8)
  ihdr.writeUInt32BE(height, 12)
  ihdr.set([8, 2, 0, 0, 0], 16)
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ihdr])
}

function box(type: string, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts)
  const head = Buffer.alloc(8)
  head.writeUInt32BE(body.length + 8, 0)
  head.write(type, 4, 'latin1')
  return Buffer.concat([head, body])
}

/** An MP4 (or MOV with brand `qt  `) with `moov` first: duration and one video track's size. */
export function mp4(width: number, height: number, durationMs: number, brand = 'isom'): Buffer {
  const ftyp = box('ftyp', Buffer.from(`${brand}\0\0\0\0isom`, 'latin1'))
  const mvhd = Buffer.alloc(100)
  mvhd.writeUInt32BE(1000, 12) // timescale: ms
  mvhd.writeUInt32BE(durationMs, 16)
  const tkhd = Buffer.alloc(84)
  tkhd.writeUInt32BE(width * 65536, 76)
  tkhd.writeUInt32BE(height * 65536, 80)
  const moov = box('moov', box('mvhd', mvhd), box('trak', box('tkhd', tkhd)))
  return Buffer.concat([ftyp, moov, box('mdat', Buffer.alloc(512))])
}

export interface Served {
  body: Buffer | string
  status?: number
  type?: string
  delayMs?: number
}

const servers: { close(cb: () => void): void }[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise<void>((r) => s.close(() => r()))))
})

/** The host Flock serves its media from, as Instagram sees it: a real HTTP server. */
export async function startMediaHost(files: Record<string, Served>) {
  const hits: string[] = []
  const server = createServer((req, res) => {
    hits.push(req.url ?? '/')
    const file = files[req.url ?? '/']
    if (!file) return res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>')
    const send = () =>
      res
        .writeHead(file.status ?? 200, { 'content-type': file.type ?? 'application/octet-stream' })
        .end(file.body)
    if (file.delayMs) setTimeout(send, file.delayMs).unref()
    else send()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  servers.push({
    close: (cb) => {
      server.closeAllConnections()
      server.close(cb)
    },
  })
  const { port } = server.address() as AddressInfo
  return { url: (path: string) => `http://127.0.0.1:${port}${path}`, hits, files }
}
