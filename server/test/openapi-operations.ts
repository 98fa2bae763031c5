import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'

// The operations of /api/openapi.json, for the tests that walk every route: the role matrix
// (who may call what) and the hostile-input walk (what no input may do).
export interface JsonSchema {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  items?: JsonSchema
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  enum?: unknown[]
  const?: unknown
  format?: string
  minimum?: number
  default?: unknown
}

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie'
  name: string
  schema?: JsonSchema
}

export interface DocumentedOperation {
  // `METHOD /path`, as the role matrix names routes.
  route: string
  method: string
  path: string
  parameters: Parameter[]
  body: JsonSchema | undefined
}

export async function documentedOperations(app: FastifyInstance): Promise<DocumentedOperation[]> {
  const doc = (await app.inject({ url: '/api/openapi.json' })).json() as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: Parameter[]
          requestBody?: { content?: Record<string, { schema?: JsonSchema }> }
        }
      >
    >
  }
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      route: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      body: Object.values(operation.requestBody?.content ?? {})[0]?.schema,
    })),
  )
}

// A value the schema accepts, as far as its JSON Schema says (formats and enums included).
export function plausibleValue(schema: JsonSchema | undefined): unknown {
  if (!schema) return 'text'
  if (schema.const !== undefined) return schema.const
  if (schema.enum?.length) return schema.enum[0]
  const choice = schema.anyOf ?? schema.oneOf
  if (choice?.length) return plausibleValue(choice.find((s) => s.type !== 'null') ?? choice[0])
  if (schema.allOf?.length) return plausibleValue(Object.assign({}, ...schema.allOf) as JsonSchema)
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, s]) => [key, plausibleValue(s)]),
      )
    case 'array':
      return [plausibleValue(schema.items)]
    case 'integer':
    case 'number':
      return schema.minimum ?? 1
    case 'boolean':
      return true
    case 'null':
      return null
    default:
      return plausibleString(schema.format)
  }
}

function plausibleString(format: string | undefined) {
  switch (format) {
    case 'uuid':
      return randomUUID()
    case 'email':
      return `walk-${randomUUID().slice(0, 8)}@example.org`
    case 'date-time':
      return new Date().toISOString()
    case 'date':
      return new Date().toISOString().slice(0, 10)
    case 'uri':
    case 'url':
      return 'https://example.org/walk'
    default:
      return 'Walk text'
  }
}

// Paths (`a.b.0`) of the string leaves of a value built by plausibleValue.
export function stringLeaves(value: unknown, at: string[] = []): string[][] {
  if (typeof value === 'string') return [at]
  if (Array.isArray(value)) return value.flatMap((item, i) => stringLeaves(item, [...at, `${i}`]))
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => stringLeaves(item, [...at, key]))
  return []
}

// A copy of `value` with the string at `path` replaced by `replace(old)`.
export function replaceAt(
  value: unknown,
  path: string[],
  replace: (old: string) => string,
): unknown {
  if (path.length === 0) return typeof value === 'string' ? replace(value) : value
  const [head, ...rest] = path
  if (Array.isArray(value))
    return value.map((item, i) => (`${i}` === head ? replaceAt(item, rest, replace) : item))
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        key === head ? replaceAt(item, rest, replace) : item,
      ]),
    )
  return value
}
