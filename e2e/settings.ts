import path from 'node:path'

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100)
export const BASE_URL = `http://localhost:${E2E_PORT}`
export const E2E_DIR = path.resolve(`.tmp/e2e-${E2E_PORT}`)
export const SIMULATOR_PORT = E2E_PORT + 1
export const SIMULATOR_URL = `http://localhost:${SIMULATOR_PORT}`
export const SERVER_LOG = path.join(E2E_DIR, 'server.log')
// The signed-in admin's cookies, written by admin-setup.setup.ts for every later test.
export const ADMIN_STATE = path.join(E2E_DIR, 'admin-state.json')

// Which of the run's parallel workers this is (0 when one runs): names a test makes unique with
// the time and a per-worker counter carry it too, so two workers never make the same name.
export const WORKER = process.env.TEST_PARALLEL_INDEX ?? '0'

export const ADMIN = {
  name: 'Esther Boateng',
  email: 'admin@flock.test',
  password: 'Shepherd-Admin-2025',
}
export const PASSWORD = 'Correct-Horse-Battery-1'

// Debian's Chromium, never a downloaded browser; these flags keep it off the network. The
// browser tests and the Lighthouse benchmark launch it alike.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]
