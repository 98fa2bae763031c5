import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { INSTAGRAM_SCOPES } from './config'

const root = path.resolve(import.meta.dirname, '../../../..')
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')

// Meta's reviewers and each church read what Flock says it asks Instagram for: every permission
// Flock can request is named in the privacy policy, the terms and the README.
describe('the permissions Flock asks for', () => {
  it.each(['web/src/app/routes/privacy-policy.tsx', 'web/src/app/routes/terms.tsx', 'README.md'])(
    'are all named in %s',
    (file) => {
      const text = read(file)
      for (const scope of INSTAGRAM_SCOPES) expect(text, scope).toContain(scope)
      expect(text).not.toMatch(/asks for two permissions:|does not read direct messages/i)
    },
  )
})
