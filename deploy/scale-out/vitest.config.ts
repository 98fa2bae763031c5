import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const common = fileURLToPath(new URL('../../common/src', import.meta.url))

// npm run test:scale-out: the server tier's harness (one PostgreSQL, a migrated template, the
// simulator) for the test that runs two real Flock processes behind Caddy.
export default defineConfig({
  resolve: { alias: { '@common': common } },
  test: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['deploy/scale-out/*.test.ts'],
    environment: 'node',
    setupFiles: ['server/test/setup.ts'],
    globalSetup: ['server/test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
})
