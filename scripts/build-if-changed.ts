// `npm start` builds only when something the build reads has changed since the last build: a
// SHA-256 of every input (paths and contents) is kept beside the bundles in dist/, and a start
// whose inputs hash the same, with both bundles present, skips the build. Inputs are taken
// broadly on purpose (all of web/, server/, common/, simulator/ and scripts/, the lockfile and the
// root configs): a needless build costs a minute, a stale one serves old code.
import { createHash } from 'node:crypto'
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const INPUT_DIRS = ['web', 'server', 'common', 'simulator', 'scripts']
export const INPUT_FILES = [
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'tsconfig.base.json',
]
// What a build writes or a run leaves behind, never read by the build.
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.tmp', 'coverage', 'test-results', 'data'])
export const STAMP = path.join('dist', '.build-inputs.sha256')
// Without both, there is nothing to start, whatever the stamp says.
export const OUTPUTS = [
  path.join('dist', 'server', 'main.js'),
  path.join('dist', 'web', 'index.html'),
]

function filesUnder(root: string, dir: string): string[] {
  const absolute = path.join(root, dir)
  if (!existsSync(absolute)) return []
  return readdirSync(absolute, { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name)
    if (entry.isDirectory())
      return SKIPPED_DIRS.has(entry.name) || entry.name.startsWith('.')
        ? []
        : filesUnder(root, relative)
    return entry.isFile() ? [relative] : []
  })
}

export function inputsHash(root: string): string {
  const files = [
    ...INPUT_DIRS.flatMap((dir) => filesUnder(root, dir)),
    ...INPUT_FILES.filter((file) => existsSync(path.join(root, file))),
  ].sort()
  const hash = createHash('sha256')
  for (const file of files) {
    // The path and the length frame each file, so moving bytes between files changes the hash.
    const content = readFileSync(path.join(root, file))
    hash.update(`${file.split(path.sep).join('/')}\0${content.length}\0`)
    hash.update(content)
  }
  return hash.digest('hex')
}

export type BuildDecision = { build: false } | { build: true; reason: string }

export function buildDecision(root: string, hash = inputsHash(root)): BuildDecision {
  const missing = OUTPUTS.find((output) => !existsSync(path.join(root, output)))
  if (missing) return { build: true, reason: `${missing} is missing` }
  const stamp = path.join(root, STAMP)
  if (!existsSync(stamp))
    return { build: true, reason: 'no record of what the last build was made from' }
  if (readFileSync(stamp, 'utf8').trim() !== hash)
    return {
      build: true,
      reason: 'sources, configuration or dependencies changed since the last build',
    }
  return { build: false }
}

export function recordBuild(root: string, hash: string) {
  writeFileSync(path.join(root, STAMP), `${hash}\n`)
}

function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
  // Hashed before building: a file edited during the build makes the next start build again.
  const hash = inputsHash(root)
  const decision: BuildDecision =
    process.env.FLOCK_FORCE_BUILD === '1'
      ? { build: true, reason: 'FLOCK_FORCE_BUILD=1' }
      : buildDecision(root, hash)
  if (!decision.build) {
    console.log(
      'Build skipped: nothing changed since the last build (FLOCK_FORCE_BUILD=1 builds anyway).',
    )
    return
  }
  console.log(`Building Flock: ${decision.reason}.`)
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  })
  if (result.status !== 0) process.exit(result.status ?? 1)
  recordBuild(root, hash)
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main()
