import { spawn } from 'node:child_process'
import { createWriteStream } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import path from 'node:path'
import { E2E_DIR, E2E_PORT, SERVER_LOG, SIMULATOR_PORT } from './settings'

// Starts the built Flock server the way a newcomer would, on a fresh embedded database, and
// keeps its log in a file so tests can read what it printed (the one-time admin setup code).
await rm(E2E_DIR, { recursive: true, force: true })
await mkdir(E2E_DIR, { recursive: true })
const log = createWriteStream(SERVER_LOG)

const server = spawn(process.execPath, [path.resolve('dist/server/main.js')], {
  env: {
    ...process.env,
    PORT: String(E2E_PORT),
    PUBLIC_URL: `http://localhost:${E2E_PORT}`,
    DATA_DIR: path.join(E2E_DIR, 'data'),
    EMBEDDED_PG_PORT: String(E2E_PORT + 2),
    SIMULATOR_PORT: String(SIMULATOR_PORT),
    LOG_LEVEL: 'info',
    SIGN_IN_RATE_LIMIT: '200',
    SIGN_UP_RATE_LIMIT: '200',
    DATABASE_URL: '',
    ADMIN_EMAIL: '',
    ADMIN_PASSWORD: '',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
})
server.stdout.pipe(log)
server.stderr.pipe(log)
server.stdout.pipe(process.stdout)
server.stderr.pipe(process.stderr)

const stop = () => server.kill('SIGTERM')
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
server.on('exit', (code) => process.exit(code ?? 0))
