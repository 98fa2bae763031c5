import type { SimContext } from '../context'
import type { Auth } from '../domain/tokens'
import { unknownField } from './errors'
import { parseFields, type FieldNode } from './fields'

export interface RenderEnv {
  ctx: SimContext
  auth: Auth
  /** `/v23.0` when the caller used a version prefix, so paging links keep it */
  versionPrefix?: string
}

/** Returns undefined to leave the field out, as Graph does for values it withholds. */
export type FieldResolver<T> = (entity: T, env: RenderEnv, node: FieldNode) => unknown

export interface NodeSpec<T> {
  type: string
  defaultFields: string
  fields: Record<string, FieldResolver<T>>
  idOf: (entity: T) => string
}

export function render<T>(
  spec: NodeSpec<T>,
  entity: T,
  nodes: FieldNode[] | undefined,
  env: RenderEnv,
): Record<string, unknown> {
  const requested = nodes?.length ? nodes : parseFields(spec.defaultFields)
  const out: Record<string, unknown> = {}
  for (const node of requested) {
    const resolve = spec.fields[node.name]
    if (!resolve) throw unknownField(node.name, spec.type)
    const value = resolve(entity, env, node)
    if (value !== undefined) out[node.name] = value
  }
  // Graph always returns the node's id, even when it was not asked for.
  if (!('id' in out)) out.id = spec.idOf(entity)
  return out
}

/** The inverse of parseFields, for the `fields` of a paging link. */
export function fieldsString(nodes: FieldNode[]): string {
  return nodes
    .map(
      (n) =>
        `${n.name}${n.limit === undefined ? '' : `.limit(${n.limit})`}${
          n.children?.length ? `{${fieldsString(n.children)}}` : ''
        }`,
    )
    .join(',')
}

export const fieldsParam = (value: unknown): FieldNode[] | undefined =>
  typeof value === 'string' && value.trim() !== '' ? parseFields(value) : undefined
