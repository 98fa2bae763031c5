import { GraphError } from './errors'

const PACIFIC = 'America/Los_Angeles'

/** Formats like Meta's messages: `Monday, 01-Dec-25 11:00:00 PST`. */
export function formatPacific(ms: number): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: PACIFIC,
    weekday: 'long',
    day: '2-digit',
    month: 'short',
    year: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  }).formatToParts(new Date(ms))
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return `${get('weekday')}, ${get('day')}-${get('month')}-${get('year')} ${get('hour')}:${get('minute')}:${get('second')} ${get('timeZoneName')}`
}

const HOUR = 3_600_000

export const expiredToken = (expiresAt: number, now: number, subcode: number) =>
  new GraphError({
    message: `Error validating access token: Session has expired on ${formatPacific(
      Math.floor(expiresAt / HOUR) * HOUR,
    )}. The current time is ${formatPacific(now)}.`,
    code: 190,
    subcode,
  })

export const invalidToken = () =>
  new GraphError({
    message: 'Invalid OAuth access token - Cannot parse access token',
    code: 190,
    subcode: 467,
  })

export const revokedToken = () =>
  new GraphError({
    message:
      'Error validating access token: The session has been invalidated because the user changed their password or Facebook has changed the session for security reasons.',
    code: 190,
    subcode: 460,
  })

export const missingToken = () =>
  new GraphError({
    message: 'An active access token must be used to query information about the current user.',
    code: 2500,
  })
