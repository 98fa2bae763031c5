import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { networkInterfaces, tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { get, startSim, withAccount } from './helpers'

const folders: string[] = []
// After all: the helpers stop each test's simulator after it, and a stop writes the file.
afterAll(async () => {
  await Promise.all(folders.splice(0).map((f) => rm(f, { recursive: true, force: true })))
})

async function stateFile() {
  const folder = await mkdtemp(path.join(tmpdir(), 'flock-sim-state-'))
  folders.push(folder)
  return path.join(folder, 'simulator-state.json')
}

const form = (params: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(params).toString(),
})

describe('state file', () => {
  it('keeps accounts, media, comments, tokens and settings across a restart', async () => {
    const file = await stateFile()
    const first = await startSim({ stateFile: file })
    const { account, token } = await withAccount(first)
    const media = await first.control('/media', { account_id: account.user_id, caption: 'Easter' })
    const comment = await first.control('/comments', {
      media_id: media.id,
      username: 'ana',
      text: 'Amen',
    })
    await first.control('/settings', { hidden_comments: 'omit' })
    await first.sim.stop()
    const saved = JSON.parse(await readFile(file, 'utf8')) as { accounts: unknown[] }
    expect(saved.accounts).toHaveLength(1)
    expect(existsSync(`${file}.tmp`)).toBe(false)
    expect((await stat(file)).mode & 0o777).toBe(0o600)

    const second = await startSim({ stateFile: file })
    const reply = await second.graph(
      `/v23.0/${comment.id}/replies`,
      {},
      form({ message: 'Thank you', access_token: token }),
    )
    expect(reply.status).toBe(200)
    expect((await second.control('/settings')).hidden_comments).toBe('omit')
    // New ids carry on from where the first run stopped instead of repeating its sequence.
    const another = await second.control('/comments', {
      media_id: media.id,
      username: 'ben',
      text: 'Hi',
    })
    const state = await second.control('/state')
    expect(state.comments.map((c: { id: string }) => c.id)).toEqual(
      expect.arrayContaining([comment.id, another.id, (await reply.json()).id]),
    )
    expect(new Set(state.comments.map((c: { id: string }) => c.id)).size).toBe(3)
  })

  it('writes changes shortly after they happen, not only on stop', async () => {
    const file = await stateFile()
    const t = await startSim({ stateFile: file })
    await t.control('/accounts', { username: 'st_marks_test', name: 'St Marks' })
    await expect
      .poll(
        async () =>
          existsSync(file) ? (await readFile(file, 'utf8')).includes('st_marks_test') : false,
        {
          timeout: 5000,
          interval: 50,
        },
      )
      .toBe(true)
  })

  it('refuses a damaged file with a line that says what to do', async () => {
    const file = await stateFile()
    await writeFile(file, '{"version":1,"accou')
    await expect(startSim({ stateFile: file })).rejects.toThrow(
      `${file} is not a saved simulator state; move it away to start afresh`,
    )
  })

  it('stays in memory without a state file', async () => {
    const t = await startSim()
    await withAccount(t)
    await t.sim.stop()
    const again = await startSim()
    expect((await again.control('/accounts')).data).toEqual([])
  })
})

describe('control API', () => {
  const external = Object.values(networkInterfaces())
    .flat()
    .find((i) => i && i.family === 'IPv4' && !i.internal)?.address

  it.skipIf(!external)('refuses requests that do not come from this machine', async () => {
    const t = await startSim({ host: '0.0.0.0' })
    const port = new URL(t.url).port
    const remote = await get(`http://${external}:${port}/__sim/state`)
    expect(remote.status).toBe(403)
    expect(await remote.json()).toMatchObject({ code: 'forbidden' })
    const versioned = await get(`http://${external}:${port}/v23.0/__sim/accounts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'intruder' }),
    })
    expect(versioned.status).toBe(403)
    expect((await t.control('/accounts')).data).toEqual([])
    // Instagram's own hosts stay reachable from anywhere, as the consent page must be.
    const authorize = await get(`http://${external}:${port}/oauth/authorize`)
    expect(authorize.status).not.toBe(403)
    expect((await get(`${t.url}/__sim/state`)).status).toBe(200)
  })
})
