import type { SimContext } from '../context'
import { GraphError } from '../graph/errors'
import type { Account } from '../store/types'

const WINDOW_MS = 24 * 3_600_000

export const budgetOf = (ctx: SimContext, userId: string) =>
  ctx.settings.callBudgets[userId] ?? ctx.settings.defaultCallBudget

export interface Usage {
  headers: Record<string, string>
  exhausted: boolean
}

function percentages(count: number, budget: number) {
  const callCount = Math.min(100, Math.floor((count / budget) * 100))
  // CPU and time shares are not modelled; they follow the call share at a lower level.
  return {
    call_count: callCount,
    total_cputime: Math.floor(callCount / 4),
    total_time: Math.floor(callCount / 3),
  }
}

/**
 * Counts one call for the (app, account) pair in a rolling 24 h window, Instagram's
 * business-use-case limit. Calls refused for the limit are not counted, nor messaging calls
 * (`counted` false), which Meta leaves out of this limit.
 */
export function recordCall(ctx: SimContext, account: Account, counted = true): Usage {
  const now = ctx.clock.now()
  const calls = (ctx.store.usage.get(account.userId) ?? []).filter((t) => t > now - WINDOW_MS)
  ctx.store.usage.set(account.userId, calls)
  const budget = budgetOf(ctx, account.userId)
  const exhausted = counted && calls.length >= budget
  if (counted && !exhausted) calls.push(now)
  const oldest = calls[0] ?? now
  const regainMinutes = exhausted ? Math.max(1, Math.ceil((oldest + WINDOW_MS - now) / 60_000)) : 0
  const shares = percentages(calls.length, budget)
  const headers: Record<string, string> = {
    'x-business-use-case-usage': JSON.stringify({
      [account.userId]: [
        { type: 'instagram', ...shares, estimated_time_to_regain_access: regainMinutes },
      ],
    }),
  }
  if (ctx.settings.appUsageHeader) headers['x-app-usage'] = JSON.stringify(shares)
  return { headers, exhausted }
}

export const rateLimited = (status: number) =>
  new GraphError({
    status,
    message:
      '(#80002) There have been too many calls to this Instagram account. Wait a bit and try again. For more info, please refer to https://developers.facebook.com/docs/graph-api/overview/rate-limiting.',
    code: 80002,
    isTransient: true,
  })
