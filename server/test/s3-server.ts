import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'

export const TEST_BUCKET = 'flock-assets'
export const TEST_S3_KEY = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }

// A real S3-compatible server (s3rver, from npm) on a free port, with one empty bucket: the
// storage adapter is tested over the S3 protocol, signatures and multipart uploads included.
export async function startS3Server() {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'flock-s3-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: TEST_BUCKET }],
  })
  const address = await server.run()
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    directory,
    async stop() {
      await server.close()
      await rm(directory, { recursive: true, force: true })
    },
  }
}
