import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

// Text the browser downloads; source maps stay plain (only developer tools fetch them).
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* filesUnder(full)
    else yield full
  }
}

// Writes a .br and a .gz copy next to every text file of the build, at the highest levels (done
// once at build time, so the server never spends CPU on it); the server picks the copy the
// browser accepts (decision 024).
export async function precompressDirectory(dir: string): Promise<number> {
  let count = 0
  for await (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue
    const content = await readFile(file)
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzipAsync(content, { level: 9 }),
    ])
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)])
    count += 1
  }
  return count
}

export function precompress() {
  let outDir = ''
  return {
    name: 'flock-precompress',
    apply: 'build' as const,
    configResolved(config: { build: { outDir: string } }) {
      outDir = config.build.outDir
    },
    async closeBundle() {
      await precompressDirectory(outDir)
    },
  }
}
