import { renameSync, writeFileSync } from 'node:fs'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { SimContext } from '../context'
import { createIdSource } from '../random'
import { publishingSnapshot, restorePublishing, type PublishingSnapshot } from './publishing-store'
import { messagingSnapshot, restoreMessaging } from './messaging-store'
import type { MessagingSnapshot } from './messaging-types'
import type { Settings } from './settings'
import type { Store } from './store'
import type {
  Account,
  AuthCode,
  CallbackRecord,
  Comment,
  Media,
  PrivateReply,
  Token,
} from './types'

const VERSION = 1

/** Everything a restart must keep for connected clients to go on working; faults, the call
 *  log and pending webhook deliveries are a session's, not state. */
interface Snapshot {
  version: typeof VERSION
  clockOffsetMs: number
  idState: number
  seq: number
  settings: Settings
  accounts: Account[]
  media: Media[]
  comments: Comment[]
  tokens: Token[]
  codes: AuthCode[]
  subscriptions: [string, string[]][]
  usage: [string, number[]][]
  followers: [string, string][]
  callbacks: CallbackRecord[]
  /** Absent in files saved before direct messages existed */
  messaging?: MessagingSnapshot
  /** Absent in files saved before private replies existed */
  privateReplies?: PrivateReply[]
  /** Absent in files saved before content publishing existed */
  publishing?: PublishingSnapshot
}

function snapshot(ctx: SimContext): Snapshot {
  const { store } = ctx
  return {
    version: VERSION,
    clockOffsetMs: ctx.clock.now() - ctx.options.now(),
    idState: store.ids.state(),
    seq: store.seq,
    settings: ctx.settings,
    accounts: [...store.accounts.values()],
    media: [...store.media.values()],
    comments: [...store.comments.values()],
    tokens: [...store.tokens.values()],
    codes: [...store.codes.values()],
    subscriptions: [...store.subscriptions],
    usage: [...store.usage],
    followers: [...store.followers],
    callbacks: store.callbacks,
    messaging: messagingSnapshot(store.messaging),
    privateReplies: [...store.privateReplies.values()],
    publishing: publishingSnapshot(store.publishing),
  }
}

function fill<T>(map: Map<string, T>, rows: T[], key: (row: T) => string) {
  map.clear()
  for (const row of rows) map.set(key(row), row)
}

function restore(ctx: SimContext, s: Snapshot) {
  const store: Store = ctx.store
  fill(store.accounts, s.accounts, (a) => a.userId)
  fill(store.media, s.media, (m) => m.id)
  fill(store.comments, s.comments, (c) => c.id)
  fill(store.tokens, s.tokens, (t) => t.value)
  fill(store.codes, s.codes, (c) => c.value)
  store.subscriptions = new Map(s.subscriptions)
  store.usage = new Map(s.usage)
  store.followers = new Map(s.followers)
  store.callbacks.splice(0, store.callbacks.length, ...s.callbacks)
  restoreMessaging(store.messaging, s.messaging)
  fill(store.privateReplies, s.privateReplies ?? [], (m) => m.commentId)
  restorePublishing(store.publishing, s.publishing)
  store.ids = createIdSource(s.idState)
  store.seq = s.seq
  Object.assign(ctx.settings, s.settings, {
    // Switches added later keep their defaults when an older file lacks them.
    publishing: { ...ctx.settings.publishing, ...s.settings.publishing },
  })
  ctx.clock.set(ctx.options.now() + s.clockOffsetMs)
}

/** Loads a saved simulator into ctx. false when there is no file yet (a first start). */
export async function loadState(ctx: SimContext, file: string): Promise<boolean> {
  await mkdir(path.dirname(file), { recursive: true })
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false
    throw error
  }
  let parsed: Snapshot
  try {
    parsed = JSON.parse(text) as Snapshot
  } catch {
    throw new Error(`${file} is not a saved simulator state; move it away to start afresh`)
  }
  if (parsed.version !== VERSION)
    throw new Error(`${file} was written by another version of the simulator; move it away`)
  restore(ctx, parsed)
  return true
}

export interface StateSaver {
  /** Something changed: write soon, at most every `delayMs`. */
  changed(): void
  /** Write now if anything is unsaved (on stop). */
  flush(): Promise<void>
  close(): Promise<void>
}

/**
 * Writes the state to a temporary file and renames it over the old one, so a crash mid-write
 * leaves the previous state whole. Changes are batched; an exit of the process that skips
 * stop() (process.exit from a signal hook) still writes what is unsaved, synchronously.
 */
export function createStateSaver(ctx: SimContext, file: string, delayMs = 200): StateSaver {
  let dirty = false
  let inFlight = 0
  let timer: NodeJS.Timeout | undefined
  let writing: Promise<void> = Promise.resolve()
  const temp = `${file}.tmp`

  const write = () => {
    clearTimeout(timer)
    timer = undefined
    if (!dirty) return writing
    dirty = false
    const text = JSON.stringify(snapshot(ctx))
    inFlight += 1
    writing = writing
      .then(async () => {
        // Demo tokens are still tokens: only the owner reads them.
        await writeFile(temp, text, { mode: 0o600 })
        await rename(temp, file)
      })
      .finally(() => (inFlight -= 1))
    return writing
  }
  const onExit = () => {
    if (!dirty && !inFlight) return
    writeFileSync(temp, JSON.stringify(snapshot(ctx)), { mode: 0o600 })
    renameSync(temp, file)
  }
  process.on('exit', onExit)

  return {
    changed() {
      dirty = true
      timer ??= setTimeout(() => void write().catch(() => {}), delayMs)
    },
    flush: () => write(),
    async close() {
      await write()
      process.off('exit', onExit)
    },
  }
}
