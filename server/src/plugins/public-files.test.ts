import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorHandlerPlugin } from './error-handler'
import { webAppPlugin } from './web-app'

// The web app's public folder, as the build copies it beside index.html.
const PUBLIC = path.resolve('web/public')
let dir = ''
let app: FastifyInstance

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'flock-public-'))
  await cp(PUBLIC, dir, { recursive: true })
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>Flock</title>')
  app = Fastify()
  await app.register(errorHandlerPlugin)
  await app.register(webAppPlugin, {
    root: dir,
    site: { agencyName: 'Flock', timeZone: 'UTC' },
    isSignedIn: async () => false,
  })
  await app.ready()
})
afterAll(async () => {
  await app?.close()
  await rm(dir, { recursive: true, force: true })
})

describe('files browsers and crawlers ask for by name', () => {
  it('serves /robots.txt as text, not the app page', async () => {
    const response = await app.inject({ url: '/robots.txt' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/plain/)
    expect(response.body).toMatch(/^User-agent: \*$/m)
    expect(response.body).toMatch(/^Disallow: \/$/m)
  })

  it('serves /favicon.ico as an icon, not the app page', async () => {
    const response = await app.inject({ url: '/favicon.ico' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/)
    // An ICO file: reserved 0, type 1 (icon), at least one image.
    const bytes = response.rawPayload
    expect(bytes.readUInt16LE(0)).toBe(0)
    expect(bytes.readUInt16LE(2)).toBe(1)
    expect(bytes.readUInt16LE(4)).toBeGreaterThanOrEqual(1)
  })
})
