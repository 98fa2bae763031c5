import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { buildDecision, inputsHash, OUTPUTS, recordBuild } from './build-if-changed'

const roots: string[] = []
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })))

function write(root: string, file: string, content: string) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
  writeFileSync(path.join(root, file), content)
}

// A checkout built once: sources, lockfile, both bundles and the stamp of what they came from.
function builtCheckout() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'flock-build-'))
  roots.push(root)
  write(root, 'web/src/main.tsx', 'render(<App />)')
  write(root, 'web/vite.config.ts', 'export default {}')
  write(root, 'server/src/main.ts', 'start()')
  write(root, 'common/src/errors.ts', 'export const A = 1')
  write(root, 'package-lock.json', '{"lockfileVersion":3}')
  write(root, 'tsconfig.base.json', '{}')
  for (const output of OUTPUTS) write(root, output, 'built')
  recordBuild(root, inputsHash(root))
  return root
}

describe('npm start builds only when something changed', () => {
  it('skips the build when nothing changed', () => {
    const root = builtCheckout()
    expect(buildDecision(root)).toEqual({ build: false })
  })

  it('ignores what the build and the tests leave behind', () => {
    const root = builtCheckout()
    write(root, 'dist/web/assets/app-123.js', 'bundle')
    write(root, 'web/node_modules/.vite/deps.json', '{}')
    write(root, '.tmp/e2e-3860/server.log', 'log')
    expect(buildDecision(root)).toEqual({ build: false })
  })

  it.each([
    ['a web source', 'web/src/main.tsx', 'render(<Other />)'],
    ['a server source', 'server/src/main.ts', 'start(true)'],
    ['a common source', 'common/src/errors.ts', 'export const A = 2'],
    ['a new file', 'server/src/modules/new.ts', 'export {}'],
    ['a web config', 'web/vite.config.ts', 'export default { base: "/" }'],
    ['the lockfile', 'package-lock.json', '{"lockfileVersion":3,"packages":{}}'],
    ['a root config', 'tsconfig.base.json', '{"strict":true}'],
  ])('builds again after a change to %s', (_what, file, content) => {
    const root = builtCheckout()
    write(root, file, content)
    expect(buildDecision(root)).toMatchObject({ build: true })
  })

  it('builds when a bundle or the stamp is missing (a fresh clone)', () => {
    const root = builtCheckout()
    rmSync(path.join(root, OUTPUTS[1]!))
    expect(buildDecision(root)).toEqual({ build: true, reason: `${OUTPUTS[1]} is missing` })
    const fresh = builtCheckout()
    rmSync(path.join(fresh, 'dist'), { recursive: true })
    expect(buildDecision(fresh)).toMatchObject({ build: true })
  })

  it('tells a file renamed from one with the same content', () => {
    const root = builtCheckout()
    const before = inputsHash(root)
    rmSync(path.join(root, 'common/src/errors.ts'))
    write(root, 'common/src/error-codes.ts', 'export const A = 1')
    expect(inputsHash(root)).not.toBe(before)
  })
})
