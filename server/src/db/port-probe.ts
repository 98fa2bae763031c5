import { createServer } from 'node:net'
import { createClient } from './pg-connections'

// Whether PostgreSQL could listen on 127.0.0.1:port right now. Binding is the only honest test:
// something listening on 0.0.0.0 or ::1 does not always answer a connect to 127.0.0.1.
export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })
}

export function anyFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

// Names what holds a port for the one line Flock prints, without logging in: a PostgreSQL
// server answers a start-up message with an SQLSTATE even when it refuses the login.
export async function describePort(port: number): Promise<string> {
  const client = createClient({
    host: '127.0.0.1',
    port,
    user: 'flock_port_probe',
    password: 'none',
    database: 'flock_port_probe',
    connectionTimeoutMillis: 2000,
  })
  try {
    await client.connect()
    await client.end()
    return 'a PostgreSQL server'
  } catch (error) {
    const code = (error as { code?: unknown }).code
    const sqlState = typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)
    return sqlState ? 'another PostgreSQL server' : 'another program'
  }
}
