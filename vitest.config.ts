import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const common = fileURLToPath(new URL('./common/src', import.meta.url))

export default defineConfig({
  resolve: { alias: { '@common': common } },
  test: {
    projects: [
      {
        resolve: { alias: { '@common': common } },
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
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
          environment: 'node',
          testTimeout: 30_000,
        },
      },
    ],
  },
})
