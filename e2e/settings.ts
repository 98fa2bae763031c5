import path from 'node:path'

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100)
export const BASE_URL = `http://localhost:${E2E_PORT}`
export const E2E_DIR = path.resolve(`.tmp/e2e-${E2E_PORT}`)
export const SIMULATOR_PORT = E2E_PORT + 1
export const SIMULATOR_URL = `http://localhost:${SIMULATOR_PORT}`
export const SERVER_LOG = path.join(E2E_DIR, 'server.log')

export const ADMIN = { email: 'admin@flock.test', password: 'Shepherd-Admin-2025' }
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
