import pg from 'pg'

// Every connection to PostgreSQL Flock opens is made here, so that none can take the process
// down (decision 068). A `pg` client emits 'error' when its connection dies (the database
// restarted, killed, or a network cut), and an 'error' nobody listens to is an uncaught
// exception. pg-pool listens on its clients only while they are idle in the pool: it takes its
// listener off a client it hands out (pool.connect(): drizzle's transactions, cursors) and
// pool.query() listens only while its one statement runs. A client checked out between two
// statements, when PostgreSQL sends "terminating connection" (57P01), had no listener at all.
//
// The statement under way, or the next one, fails with the same error, and pg-pool drops a
// client that is no longer queryable when it comes back; the listener only has to be there.
const ignoreLostConnection = () => {}

// A client with an 'error' listener for its whole life. `onError`: what else should happen
// (the LISTEN connection reconnects); nothing by default.
export function createClient(
  config: pg.ClientConfig,
  onError: (error: Error) => void = ignoreLostConnection,
): pg.Client {
  const client = new pg.Client(config)
  client.on('error', onError)
  return client
}

// A pool whose every client, idle or checked out, has an 'error' listener of its own from the
// moment it connects: the pool's 'connect' event comes before it hands the client out.
//
// A checked-out client that loses its connection is also given back to the pool at once (which
// ends it and makes room for a new one), and its holder's own release() later does nothing. A
// holder may never release it: drizzle's transaction() sends BEGIN before its try/finally, so a
// BEGIN that fails on a dead connection left the client checked out for good; a few database
// restarts under load would have used up the pool and then hung every request.
export function createPool(config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool(config)
  const checkedOut = new WeakSet<pg.PoolClient>()
  // An idle client losing its connection: the pool has already dropped it and reports it here.
  pool.on('error', ignoreLostConnection)
  pool.on('acquire', (client) => checkedOut.add(client))
  pool.on('release', (_error, client) => checkedOut.delete(client))
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      if (!checkedOut.has(client)) return
      const giveBack = client.release
      client.release = () => {}
      giveBack(error)
    })
  })
  return pool
}
