import { startFlock } from './flock-app'

// The Flock process whose memory bench/asset-upload.ts watches: the media library on
// BENCH_DATA_DIR/assets, listening on a free port it reports to the parent.
async function main() {
  const flock = await startFlock(process.env.DATABASE_URL!, {
    DATA_DIR: process.env.BENCH_DATA_DIR!,
  })
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
