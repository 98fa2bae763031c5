import { invalidParam } from './errors'

export interface FieldNode {
  name: string
  limit?: number
  /** other modifiers, such as `comment_id(…)` in `mentioned_comment.comment_id(…)` */
  args?: Record<string, string>
  children?: FieldNode[]
}

/**
 * Parses Graph field lists such as `id,text,replies.limit(5){id,username},media{id}`.
 * A small recursive-descent parser; any syntax error becomes a Graph code 100.
 */
export function parseFields(input: string): FieldNode[] {
  let pos = 0
  const fail = (): never => {
    throw invalidParam(`Syntax error in fields "${input}" at character ${pos}`)
  }
  const skipSpace = () => {
    while (input[pos] === ' ') pos += 1
  }
  const readName = () => {
    const match = /^[A-Za-z_][A-Za-z0-9_]*/.exec(input.slice(pos))
    if (!match) return fail()
    pos += match[0].length
    return match[0]
  }
  const readModifier = (node: FieldNode) => {
    const modifier = readName()
    const match = /^\(([^)]*)\)/.exec(input.slice(pos))
    if (!match) return fail()
    pos += match[0].length
    if (modifier === 'limit') {
      const limit = Number(match[1])
      if (!Number.isInteger(limit) || limit < 0) fail()
      node.limit = limit
    } else node.args = { ...node.args, [modifier]: match[1] ?? '' }
  }
  const readList = (): FieldNode[] => {
    const nodes: FieldNode[] = []
    for (;;) {
      skipSpace()
      const node: FieldNode = { name: readName() }
      while (input[pos] === '.') {
        pos += 1
        readModifier(node)
      }
      if (input[pos] === '{') {
        pos += 1
        node.children = readList()
        if (input[pos] !== '}') fail()
        pos += 1
      }
      nodes.push(node)
      skipSpace()
      if (input[pos] !== ',') return nodes
      pos += 1
    }
  }
  if (input.trim() === '') return []
  const nodes = readList()
  if (pos !== input.length) fail()
  return nodes
}
