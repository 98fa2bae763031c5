import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { as, signInAsChurchMember, signInAsTeammate } from '../test/actors'
import { createAccount, createComment } from '../test/factories'
import { registerClient, useTestApp } from '../test/helper'
import {
  type DocumentedOperation,
  documentedOperations,
  plausibleValue,
  replaceAt,
  stringLeaves,
} from '../test/openapi-operations'

// Every operation of /api/openapi.json, asked with U+0000 in its input (which PostgreSQL refuses
// in text), by someone signed out, by a church's Owner and by the agency's Owner: never a 5xx
// (decision 068). Each operation is asked once with a NUL in every path parameter, query
// parameter and string of its body, then once per query parameter and per string of its body
// with that one holding a NUL and everything else plausible (real ids in the path), so a NUL
// also reaches the code behind a route's other checks.
const t = useTestApp({ SIGN_UP_RATE_LIMIT: '1000', SIGN_IN_RATE_LIMIT: '1000' })

const WHO = ['signedOut', 'churchOwner', 'owner'] as const
type Who = (typeof WHO)[number]

const NUL_TEXT = 'a\u0000b'
const withNul = (text: string) => `${text.slice(0, 1)}\u0000${text.slice(1)}`

// An event stream answers only when it is closed, and takes no input to poison.
const NOT_WALKED = new Set(['GET /api/events'])

let operations: DocumentedOperation[] = []
let cookies: Record<Who, string | undefined>
let pathValues: Record<string, string>

beforeAll(async () => {
  const church = await registerClient(t.app)
  const organization = church.response.json().organization as { id: string; routeId: string }
  const account = await createAccount(t.db.db, organization.id)
  const comment = await createComment(t.db.db, account)
  const member = await signInAsChurchMember(t.app, t.db.db, organization.id)
  cookies = {
    signedOut: undefined,
    churchOwner: church.cookie,
    owner: (await signInAsTeammate(t.app, t.db.db, 'owner')).cookie,
  }
  pathValues = {
    routeId: organization.routeId,
    accountId: account.id,
    commentId: comment.id,
    id: comment.id,
    userId: member.userId,
  }
  operations = (await documentedOperations(t.app)).filter((o) => !NOT_WALKED.has(o.route))
})

interface Variant {
  name: string
  path: Record<string, string>
  query: Record<string, string>
  body: unknown
}

function queryText(value: unknown): string {
  return String(Array.isArray(value) ? value[0] : value)
}

// The requests one operation is asked with.
function variants(operation: DocumentedOperation): Variant[] {
  const pathNames = operation.parameters.filter((p) => p.in === 'path').map((p) => p.name)
  const queryParams = operation.parameters.filter((p) => p.in === 'query')
  const plausiblePath = Object.fromEntries(
    pathNames.map((name) => [name, pathValues[name] ?? randomUUID()]),
  )
  const plausibleQuery = Object.fromEntries(
    queryParams.map((p) => [p.name, queryText(plausibleValue(p.schema))]),
  )
  const body = operation.body ? plausibleValue(operation.body) : undefined
  const leaves = stringLeaves(body)
  const allNul: Variant = {
    name: 'NUL everywhere',
    path: Object.fromEntries(pathNames.map((name) => [name, NUL_TEXT])),
    query: Object.fromEntries(queryParams.map((p) => [p.name, NUL_TEXT])),
    body: leaves.reduce((value, leaf) => replaceAt(value, leaf, () => NUL_TEXT), body),
  }
  return [
    allNul,
    ...queryParams.map((p) => ({
      name: `NUL in query ${p.name}`,
      path: plausiblePath,
      query: { ...plausibleQuery, [p.name]: withNul(plausibleQuery[p.name]!) },
      body,
    })),
    ...leaves.map((leaf) => ({
      name: `NUL in body ${leaf.join('.')}`,
      path: plausiblePath,
      query: plausibleQuery,
      body: replaceAt(body, leaf, withNul),
    })),
  ]
}

function urlOf(operation: DocumentedOperation, variant: Variant) {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(variant.path[name] ?? NUL_TEXT),
  )
  const query = new URLSearchParams(variant.query).toString()
  return query ? `${path}?${query}` : path
}

describe('U+0000 in the input of every documented operation', () => {
  it('walks every documented operation that takes input', async () => {
    const withInput = operations.filter((o) => o.parameters.length > 0 || o.body)
    expect(operations.length).toBeGreaterThan(100)
    expect(withInput.length).toBeGreaterThan(70)
  })

  it('is refused or cleaned, never answered with a 5xx', { timeout: 300_000 }, async () => {
    const failures: string[] = []
    let asked = 0
    for (const operation of operations) {
      for (const variant of variants(operation)) {
        for (const who of WHO) {
          const response = await t.app.inject({
            method: operation.method as 'GET',
            url: urlOf(operation, variant),
            headers: as(cookies[who]),
            ...(variant.body !== undefined ? { payload: variant.body as object } : {}),
          })
          asked += 1
          if (response.statusCode >= 500)
            failures.push(
              `${operation.route} (${variant.name}) as ${who}: ${response.statusCode} ${response.body.slice(0, 200)}`,
            )
          t.jobs.takeFailures()
        }
      }
    }
    // Every operation once with NUL everywhere, most of them again one input at a time.
    expect(asked).toBeGreaterThan(2 * operations.length * WHO.length)
    expect(failures).toEqual([])
  })
})
