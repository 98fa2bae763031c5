import type { GraphCall } from '../../graph/call'
import { invalidParam, missingParam } from '../../graph/errors'
import type { UserTag } from '../../store/publishing-store'

/** Parameters arrive as text (query, form or JSON body stringified); these read them. */

export function optionalBoolean(call: GraphCall, name: string): boolean | null {
  const value = call.params[name]
  if (value === undefined || value === '') return null
  if (value !== 'true' && value !== 'false') throw invalidParam(`Param ${name} must be a boolean`)
  return value === 'true'
}

export function optionalText(call: GraphCall, name: string, max: number): string | null {
  const value = call.params[name]
  if (value === undefined) return null
  if (value.length > max) throw invalidParam(`Param ${name} must be at most ${max} characters`)
  return value
}

export function requiredText(call: GraphCall, name: string): string {
  const value = call.params[name]
  if (!value || value.trim() === '') throw missingParam(name)
  return value
}

function jsonOf(call: GraphCall, name: string): unknown {
  const raw = call.params[name]
  if (raw === undefined || raw === '') return undefined
  try {
    return JSON.parse(raw) as unknown
  } catch {
    throw invalidParam(`Param ${name} must be a JSON array`)
  }
}

const USERNAME = /^[A-Za-z0-9._]{1,30}$/

/** `collaborators=["a","b"]`: Instagram usernames, at most 3. */
export function collaboratorsParam(call: GraphCall): string[] {
  const value = jsonOf(call, 'collaborators')
  if (value === undefined) return []
  if (!Array.isArray(value) || !value.every((u) => typeof u === 'string' && USERNAME.test(u)))
    throw invalidParam('Param collaborators must be an array of Instagram usernames')
  if (value.length > 3) throw invalidParam('Param collaborators must have at most 3 usernames')
  return value as string[]
}

const inUnit = (n: unknown) => typeof n === 'number' && n >= 0 && n <= 1

/** `user_tags=[{"username","x","y"}]`; x and y (0 to 1) are required on images only. */
export function userTagsParam(call: GraphCall, needsPosition: boolean): UserTag[] {
  const value = jsonOf(call, 'user_tags')
  if (value === undefined) return []
  if (!Array.isArray(value)) throw invalidParam('Param user_tags must be a JSON array')
  if (value.length > 20) throw invalidParam('Param user_tags must have at most 20 tags')
  return value.map((tag: unknown) => {
    const t = (tag ?? {}) as Record<string, unknown>
    if (typeof t.username !== 'string' || !USERNAME.test(t.username))
      throw invalidParam('Each of user_tags needs an Instagram username')
    const hasPosition = t.x !== undefined || t.y !== undefined
    if ((needsPosition || hasPosition) && !(inUnit(t.x) && inUnit(t.y)))
      throw invalidParam('Each of user_tags needs x and y between 0 and 1')
    return hasPosition
      ? { username: t.username, x: t.x as number, y: t.y as number }
      : { username: t.username }
  })
}

/** `trial_params={"graduation_strategy":"MANUAL"|"SS_PERFORMANCE"}` (trial reels) */
export function trialStrategyParam(call: GraphCall): string | null {
  const raw = call.params.trial_params
  if (raw === undefined || raw === '') return null
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    value = undefined
  }
  const strategy = (value as { graduation_strategy?: unknown } | undefined)?.graduation_strategy
  if (strategy !== 'MANUAL' && strategy !== 'SS_PERFORMANCE')
    throw invalidParam('Param trial_params.graduation_strategy must be MANUAL or SS_PERFORMANCE')
  return strategy
}

export function thumbOffsetParam(call: GraphCall): number | null {
  const raw = call.params.thumb_offset
  if (raw === undefined || raw === '') return null
  if (!/^\d+$/.test(raw)) throw invalidParam('Param thumb_offset must be a non-negative integer')
  return Number(raw)
}

export function locationParam(call: GraphCall): string | null {
  const raw = call.params.location_id
  if (raw === undefined || raw === '') return null
  if (!/^\d{1,30}$/.test(raw)) throw invalidParam('Param location_id must be a Page id')
  return raw
}
