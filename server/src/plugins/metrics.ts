import { timingSafeEqual } from 'node:crypto'
import fp from 'fastify-plugin'
import { escapeLabel, readOperationalGauges } from './metrics-gauges'

export interface MetricsPluginOptions {
  // When set, a scraper must send `Authorization: Bearer <token>`.
  token?: string
  // How many event streams are open in this process.
  openEventStreams: () => number
}

// Upper bounds of the request-latency histogram, in seconds.
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

interface Histogram {
  counts: number[]
  sum: number
  count: number
}

// Prometheus text exposition at /metrics, written by hand: a handful of series do not need a
// client library. Request latency is kept per process; queue, webhook and outgoing figures are
// read from PostgreSQL at scrape time, so every process reports the same shared state.
export const metricsPlugin = fp<MetricsPluginOptions>(async (app, options) => {
  const latency = new Map<string, Histogram>()

  app.addHook('onResponse', async (request, reply) => {
    // Routes, never raw URLs: ids in paths would make one series per comment.
    const route = request.routeOptions.url ?? 'unmatched'
    if (route === '/metrics') return
    const key = `${request.method}\u0000${route}\u0000${Math.floor(reply.statusCode / 100)}xx`
    let histogram = latency.get(key)
    if (!histogram) {
      histogram = { counts: BUCKETS.map(() => 0), sum: 0, count: 0 }
      latency.set(key, histogram)
    }
    const seconds = reply.elapsedTime / 1000
    BUCKETS.forEach((bound, index) => {
      if (seconds <= bound) histogram.counts[index]! += 1
    })
    histogram.sum += seconds
    histogram.count += 1
  })

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (options.token && !bearerMatches(request.headers.authorization, options.token)) {
      return reply.status(401).send({
        code: 'UNAUTHENTICATED',
        message: 'Metrics need the bearer token set in METRICS_TOKEN.',
      })
    }
    const gauges = await readOperationalGauges(app.db.$client)
    const lines = [
      ...latencyLines(latency),
      ...gauges,
      '# HELP flock_event_stream_clients Live-update streams open in this process.',
      '# TYPE flock_event_stream_clients gauge',
      `flock_event_stream_clients ${options.openEventStreams()}`,
      '# HELP process_resident_memory_bytes Resident memory of this process.',
      '# TYPE process_resident_memory_bytes gauge',
      `process_resident_memory_bytes ${process.memoryUsage.rss()}`,
    ]
    return reply.type('text/plain; version=0.0.4; charset=utf-8').send(`${lines.join('\n')}\n`)
  })
})

function latencyLines(latency: Map<string, Histogram>): string[] {
  const lines = [
    '# HELP flock_http_request_duration_seconds Time to answer HTTP requests, by route.',
    '# TYPE flock_http_request_duration_seconds histogram',
  ]
  for (const [key, histogram] of latency) {
    const [method, route, status] = key.split('\u0000')
    const labels = `method="${method}",route="${escapeLabel(route!)}",status="${status}"`
    BUCKETS.forEach((bound, index) => {
      lines.push(
        `flock_http_request_duration_seconds_bucket{${labels},le="${bound}"} ${histogram.counts[index]}`,
      )
    })
    lines.push(`flock_http_request_duration_seconds_bucket{${labels},le="+Inf"} ${histogram.count}`)
    lines.push(`flock_http_request_duration_seconds_sum{${labels}} ${histogram.sum}`)
    lines.push(`flock_http_request_duration_seconds_count{${labels}} ${histogram.count}`)
  }
  return lines
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.replace(/^Bearer /i, '') ?? '')
  const expected = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
