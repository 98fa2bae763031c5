import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

const common = fileURLToPath(new URL('./common/src', import.meta.url))
const web = fileURLToPath(new URL('./web/src', import.meta.url))
const UNIT = '**/*.unit.test.ts'

// Server tests that start or kill processes of their own (a Flock server, an embedded or a
// PostgreSQL 18 cluster, the CLI): they wait on timeouts measured in seconds and starve when
// other files keep both cores busy, so they run after the rest, one file at a time (decision 064).
const ALONE = [
  'server/src/auth/session-revocation.test.ts',
  'server/src/cli/backup-commands.test.ts',
  'server/src/db/database-death.test.ts',
  'server/src/db/embedded.test.ts',
  'server/src/db/migrate.test.ts',
  'server/src/integrations/instagram/demo-restart.test.ts',
  'server/src/modules/operations/backups/backup-restore.test.ts',
  'server/src/modules/operations/backups/major-upgrade.test.ts',
  'server/src/modules/work/outgoing/crash-recovery.test.ts',
  'server/src/modules/publishing/posts/publish-crash.test.ts',
  'server/src/modules/work/direct-messages/dm-crash-recovery.test.ts',
]

// Every file gets its own database (server/test/db.ts), so files run side by side: one worker
// per core, never fewer than two (Vitest's default is cores - 1, a single worker on two cores).
const WORKERS = process.env.VITEST_MAX_WORKERS ?? '100%'

// Three tiers (decision 039): `unit` is pure code with no database and no server, done in
// seconds; `web` renders real components in jsdom against a real HTTP server started by the
// test; `server` and `simulator` are the integration tests, the server's on embedded PostgreSQL.
// `server-alone` holds the server tests listed in ALONE above.
export default defineConfig({
  resolve: { alias: { '@common': common } },
  test: {
    // `--tags-filter='!slow'` leaves out the tests that take minutes on purpose.
    tags: [{ name: 'slow', description: 'Runs for minutes: real processes killed and restarted' }],
    maxWorkers: WORKERS,
    reporters: ['default', './scripts/vitest-tier-timings.ts'],
    projects: [
      {
        resolve: { alias: { '@common': common } },
        test: {
          name: 'unit',
          include: [`server/${UNIT}`, `common/${UNIT}`, `simulator/${UNIT}`, `scripts/${UNIT}`],
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
          exclude: [UNIT, '**/node_modules/**', ...ALONE],
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
          name: 'server-alone',
          include: ALONE,
          environment: 'node',
          setupFiles: ['server/test/setup.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          maxWorkers: 1,
          // After every other project has finished: the machine is theirs alone.
          sequence: { groupOrder: 1 },
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
