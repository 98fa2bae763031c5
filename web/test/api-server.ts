import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { vi } from 'vitest'

export interface ApiRequest {
  method: string
  path: string
  body: unknown
}

export interface ApiReply {
  status: number
  body?: unknown
  // A file instead of JSON: its headers, and its text sent in these pieces; with `holdLast`,
  // the last piece waits for that promise (a slow export).
  file?: { headers: Record<string, string>; pieces: string[]; holdLast?: Promise<void> }
}

// A real HTTP server on a free port standing in for Flock's API in web tests: the web code's
// requests go over the network exactly as in the browser. The app asks for same-origin paths
// ('/api/me'); jsdom has no server of its own, so fetch resolves them against this one.
export async function startApiServer(answer: (request: ApiRequest) => ApiReply) {
  const requests: ApiRequest[] = []
  const server = createServer(async (incoming, outgoing) => {
    let text = ''
    for await (const chunk of incoming) text += chunk
    const request = {
      method: incoming.method ?? 'GET',
      path: incoming.url ?? '/',
      body: text ? (JSON.parse(text) as unknown) : undefined,
    }
    requests.push(request)
    const reply = answer(request)
    if (reply.file) {
      outgoing.writeHead(reply.status, reply.file.headers)
      const pieces = [...reply.file.pieces]
      const last = pieces.pop() ?? ''
      for (const piece of pieces) outgoing.write(piece)
      await reply.file.holdLast
      outgoing.end(last)
      return
    }
    outgoing.writeHead(reply.status, { 'content-type': 'application/json' })
    outgoing.end(reply.body === undefined ? '' : JSON.stringify(reply.body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const networkFetch = globalThis.fetch
  vi.stubGlobal('fetch', (input: string | URL, init?: RequestInit) =>
    networkFetch(new URL(String(input), base), init),
  )
  return {
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
