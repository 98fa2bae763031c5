import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const classifierDir = fileURLToPath(new URL('../classifier/', import.meta.url))
const heldOutDir = fileURLToPath(new URL('./', import.meta.url))

// Every module the classifier's training reaches, following its relative imports from train.ts.
function importedModules(entry: string): Set<string> {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    const source = readFileSync(file, 'utf8')
    for (const [, specifier] of source.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)) {
      visit(path.resolve(path.dirname(file), `${specifier}.ts`))
    }
  }
  visit(entry)
  return seen
}

describe('the held-out set', () => {
  it('is out of reach of the training code', () => {
    const reached = [
      ...importedModules(path.join(classifierDir, 'train.ts')),
      ...importedModules(path.join(classifierDir, 'classify.ts')),
    ]
    expect(reached.length).toBeGreaterThan(5)
    expect(reached.filter((file) => file.startsWith(heldOutDir))).toEqual([])
    for (const file of reached) expect(readFileSync(file, 'utf8')).not.toMatch(/held-out\.txt/)
  })
})
