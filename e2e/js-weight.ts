import { get } from 'node:http'

export interface ScriptWeight {
  url: string
  gzipBytes: number
}

// What one script costs over the wire as gzip: the server's own bytes for a client that accepts
// only gzip, counted before anything decompresses them.
export function gzipWeight(url: string): Promise<ScriptWeight> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      let gzipBytes = 0
      response.on('data', (chunk: Buffer) => (gzipBytes += chunk.length))
      response.on('end', () => {
        const encoding = response.headers['content-encoding']
        if (response.statusCode !== 200 || encoding !== 'gzip') {
          reject(new Error(`${url}: status ${response.statusCode}, content-encoding ${encoding}`))
        } else resolve({ url, gzipBytes })
      })
    }).on('error', reject)
  })
}

export async function totalGzipWeight(urls: Iterable<string>) {
  const scripts = await Promise.all([...new Set(urls)].map(gzipWeight))
  return { scripts, gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0) }
}

export const kilobytes = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`
