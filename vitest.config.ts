import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

const common = fileURLToPath(new URL('./common/src', import.meta.url))
const web = fileURLToPath(new URL('./web/src', import.meta.url))
const UNIT = '**/*.unit.test.ts'

// Three tiers (decision 039): `unit` is pure code with no database and no server, done in
// seconds; `web` renders real components in jsdom against a real HTTP server started by the
// test; `server` and `simulator` are the integration tests, the server's on embedded PostgreSQL.
export default defineConfig({
  resolve: { alias: { '@common': common } },
  test: {
    // `--tags-filter='!slow'` leaves out the tests that take minutes on purpose.
    tags: [{ name: 'slow', description: 'Runs for minutes: real processes killed and restarted' }],
    projects: [
      {
        resolve: { alias: { '@common': common } },
        test: {
          name: 'unit',
          include: [`server/${UNIT}`, `common/${UNIT}`, `simulator/${UNIT}`],
          environment: 'node',
          setupFiles: ['server/test/setup.ts'],
        },
      },
      {
        plugins: [react()],
        resolve: { alias: { '@common': common, '@': web } },
        test: {
          name: 'web',
          include: ['web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['web/test/setup.ts'],
          testTimeout: 15_000,
        },
      },
      {
        resolve: { alias: { '@common': common } },
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
          exclude: [UNIT, '**/node_modules/**'],
          environment: 'node',
          setupFiles: ['server/test/setup.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias: { '@common': common } },
        test: {
          name: 'simulator',
          include: ['simulator/**/*.test.ts'],
          exclude: [UNIT, '**/node_modules/**'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
    ],
  },
})
