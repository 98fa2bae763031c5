import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

// Source (server/src/...) and the bundle (dist/server/...) sit at different depths,
// so files shipped beside the code (migrations, the built web app) are found from the root.
export function projectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url))
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir)
    if (parent === dir) throw new Error('Flock project root not found')
    dir = parent
  }
  return dir
}
