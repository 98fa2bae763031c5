import { startFlock } from './flock-app'

// One extra Flock server process for the benchmark: it reports its address to the parent and
// stops when the parent lets go of it (or dies).
async function main() {
  const flock = await startFlock(process.env.DATABASE_URL!)
  const url = await flock.app.listen({ host: '127.0.0.1', port: 0 })
  process.once('disconnect', () => {
    void flock.close().finally(() => process.exit(0))
  })
  process.send!({ url })
}

main().catch((error: unknown) => {
  console.error('bench server failed:', error)
  process.exit(1)
})
