import http from 'node:http'
import { performance } from 'node:perf_hooks'

// One parsed server-sent-events frame: `event:`/`data:` lines, or only comments (heartbeats).
export interface SseFrame {
  event: string | null
  data: string | null
  comments: string[]
  receivedAt: number
}

export interface SseClient {
  status: number
  headers: http.IncomingHttpHeaders
  // The body of a refused stream (a JSON error), empty for an open one.
  body: string
  frames: SseFrame[]
  // Resolves when the server ends the stream.
  ended: Promise<void>
  // Resolves with the first frame, received so far or later, that matches; rejects on timeout.
  waitFor(match: (frame: SseFrame) => boolean, timeoutMs?: number): Promise<SseFrame>
  // Events received so far (of one type, or all but the ready/resync control frames), parsed.
  events<T = Record<string, unknown>>(type?: string): (T & { type: string })[]
  close(): void
}

export interface SseOptions {
  cookie?: string
  onFrame?: (frame: SseFrame) => void
}

const CONTROL = new Set(['ready', 'resync'])

// A real HTTP client for GET /api/events, over loopback, for tests and the benchmark.
export function connectSse(url: string, options: SseOptions = {}): Promise<SseClient> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { accept: 'text/event-stream' }
    if (options.cookie) headers.cookie = options.cookie
    const request = http.get(url, { headers, agent: false }, (response) => {
      const frames: SseFrame[] = []
      const waiters = new Set<(frame: SseFrame) => void>()
      let buffer = ''
      const ended = new Promise<void>((resolveEnd) => {
        response.once('end', resolveEnd)
        response.once('close', resolveEnd)
      })
      const client: SseClient = {
        ended,
        status: response.statusCode ?? 0,
        headers: response.headers,
        body: '',
        frames,
        waitFor(match, timeoutMs = 5_000) {
          const found = frames.find(match)
          if (found) return Promise.resolve(found)
          return new Promise((resolveFrame, rejectFrame) => {
            const timer = setTimeout(() => {
              waiters.delete(waiter)
              rejectFrame(new Error(`no matching SSE frame within ${timeoutMs} ms`))
            }, timeoutMs)
            const waiter = (frame: SseFrame) => {
              if (!match(frame)) return
              clearTimeout(timer)
              waiters.delete(waiter)
              resolveFrame(frame)
            }
            waiters.add(waiter)
          })
        },
        events(type) {
          return frames
            .filter((frame) => frame.data !== null)
            .filter((frame) => (type ? frame.event === type : !CONTROL.has(frame.event ?? '')))
            .map((frame) => ({ type: frame.event ?? 'message', ...JSON.parse(frame.data!) }))
        },
        close: () => request.destroy(),
      }
      response.setEncoding('utf8')
      if (client.status !== 200) {
        response.on('data', (chunk: string) => (client.body += chunk))
        response.on('end', () => resolve(client))
        return
      }
      response.on('data', (chunk: string) => {
        buffer += chunk
        let end = buffer.indexOf('\n\n')
        while (end !== -1) {
          const frame = parseFrame(buffer.slice(0, end))
          buffer = buffer.slice(end + 2)
          end = buffer.indexOf('\n\n')
          frames.push(frame)
          options.onFrame?.(frame)
          for (const waiter of [...waiters]) waiter(frame)
        }
      })
      response.on('error', () => {})
      resolve(client)
    })
    request.on('error', reject)
  })
}

function parseFrame(text: string): SseFrame {
  const frame: SseFrame = { event: null, data: null, comments: [], receivedAt: performance.now() }
  for (const line of text.split('\n')) {
    if (line.startsWith(':')) frame.comments.push(line.slice(1).trim())
    else if (line.startsWith('event:')) frame.event = line.slice(6).trim()
    else if (line.startsWith('data:')) {
      const value = line.slice(5).replace(/^ /, '')
      frame.data = frame.data === null ? value : `${frame.data}\n${value}`
    }
  }
  return frame
}
