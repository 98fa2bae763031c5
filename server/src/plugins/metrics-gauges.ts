interface Queryable {
  query(text: string): Promise<{ rows: Record<string, unknown>[] }>
}

// The job the webhook receiver queues for each delivery: its oldest waiting job is webhook lag.
const WEBHOOK_QUEUE = 'process-instagram-webhook'
// States of an outgoing message that still need something; sent and discarded ones only grow.
const OPEN_OUTGOING_STATES = ['awaiting_approval', 'queued', 'sending', 'failed']

export async function readOperationalGauges(client: Queryable): Promise<string[]> {
  const [jobs, outgoing] = await Promise.all([
    // pg-boss creates its schema when the job runner first starts; until then there are no jobs.
    client
      .query(
        `select name, state, count(*)::int as jobs,
              coalesce(extract(epoch from now() - min(created_on)), 0)::float as oldest
         from pgboss.job
        where state in ('created', 'retry', 'active')
        group by name, state`,
      )
      .catch((error: { code?: string }) => {
        if (error.code === '42P01' || error.code === '3F000') return { rows: [] }
        throw error
      }),
    client.query(
      `select status, count(*)::int as messages from outgoing_messages
        where status in (${OPEN_OUTGOING_STATES.map((state) => `'${state}'`).join(', ')})
        group by status`,
    ),
  ])
  const lines = [
    '# HELP flock_job_queue_depth Jobs waiting or running, by queue and state.',
    '# TYPE flock_job_queue_depth gauge',
  ]
  const ages: string[] = [
    '# HELP flock_job_queue_oldest_seconds Age of the oldest job waiting or running, by queue.',
    '# TYPE flock_job_queue_oldest_seconds gauge',
  ]
  let webhookLag = 0
  for (const row of jobs.rows) {
    const name = escapeLabel(String(row.name))
    lines.push(
      `flock_job_queue_depth{queue="${name}",state="${String(row.state)}"} ${Number(row.jobs)}`,
    )
    ages.push(
      `flock_job_queue_oldest_seconds{queue="${name}",state="${String(row.state)}"} ${Number(row.oldest)}`,
    )
    if (row.name === WEBHOOK_QUEUE && row.state !== 'active') {
      webhookLag = Math.max(webhookLag, Number(row.oldest))
    }
  }
  const counts = new Map(outgoing.rows.map((row) => [String(row.status), Number(row.messages)]))
  return [
    ...lines,
    ...ages,
    '# HELP flock_webhook_lag_seconds How long the oldest received webhook has waited to be processed.',
    '# TYPE flock_webhook_lag_seconds gauge',
    `flock_webhook_lag_seconds ${webhookLag}`,
    '# HELP flock_outgoing_messages Outgoing messages (replies, private replies) in each open state.',
    '# TYPE flock_outgoing_messages gauge',
    ...OPEN_OUTGOING_STATES.map(
      (state) => `flock_outgoing_messages{status="${state}"} ${counts.get(state) ?? 0}`,
    ),
  ]
}

// A Prometheus label value: backslashes, quotes and line breaks escaped.
export function escapeLabel(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')
}
