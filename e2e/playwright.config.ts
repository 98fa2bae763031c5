import { defineConfig, devices } from '@playwright/test'
import { BASE_URL, CHROMIUM_FLAGS, CHROMIUM_PATH, E2E_PORT } from './settings'

const chromium = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS }

// Files are shared out between workers; the tests of one file run in order, in one worker. Every
// test makes its own churches, accounts and comments (names carry the worker's index), so no file
// depends on another's state. E2E_WORKERS sets the count (decision 064).
const WORKERS = Number(process.env.E2E_WORKERS ?? 1)

export default defineConfig({
  testDir: '.',
  outputDir: `../.tmp/e2e-results-${E2E_PORT}`,
  fullyParallel: false,
  workers: WORKERS,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: chromium,
  },
  projects: [
    // Creates the first admin through /create-admin and saves its signed-in session
    // (ADMIN_STATE); every other test relies on that admin.
    {
      name: 'setup',
      testMatch: /admin-setup\.setup\.ts/,
      // Every other test waits on this one; it hashes two passwords and loads four pages, so a
      // busy machine gets three times the usual time before the whole run is lost to it.
      timeout: 90_000,
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
    {
      name: 'chromium',
      testMatch: /.*\.spec\.ts/,
      dependencies: ['setup'],
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
  ],
  webServer: {
    command: 'npx tsx e2e/start-server.ts',
    cwd: '..',
    url: `${BASE_URL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
