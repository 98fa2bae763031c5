import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// The shape of the server (docs/architecture.md, decision 030), checked on every run: no import
// cycle between files or between feature modules, and no import from a lower layer to a higher
// one. Type-only imports are left out: they vanish at compile time and cannot make a cycle run.
const root = dirname(fileURLToPath(import.meta.url))

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : []
  })
}

// Relative value imports of one file, as paths under server/src (without `.ts`); imports from
// outside it (common/, packages) are not part of its layering.
function valueImports(file: string): string[] {
  const found: string[] = []
  let statement = ''
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    for (const match of line.matchAll(/\bimport\(\s*'(\.[^']+)'\s*\)/g)) found.push(match[1]!)
    if (!statement && !/^(import\s|export\s+(type\s+)?[{*])/.test(line)) continue
    statement += `${line}\n`
    const from = /(?:\bfrom\s+|^import\s+)'([^']+)'/m.exec(statement)
    if (from) {
      if (!/^(import|export)\s+type\s/.test(statement)) found.push(from[1]!)
      statement = ''
    } else if (statement.startsWith('export') && line.includes('}')) statement = ''
  }
  return found
    .filter((spec) => spec.startsWith('.'))
    .map((spec) => relative(root, resolve(dirname(file), spec)).replace(/\.ts$/, ''))
    .filter((path) => !path.startsWith('..'))
}

// Every relative import of one file, type-only ones included, as paths under server/src.
function allImports(file: string): string[] {
  return [
    ...readFileSync(file, 'utf8').matchAll(/(?:\bfrom\s+|\bimport\(\s*|^import\s+)'(\.[^']+)'/gm),
  ]
    .map((match) => relative(root, resolve(dirname(file), match[1]!)).replace(/\.ts$/, ''))
    .filter((path) => !path.startsWith('..'))
}

const files = sourceFiles(root)
const graph = new Map(
  files.map((file) => [relative(root, file).replace(/\.ts$/, ''), valueImports(file)]),
)

// Strongly connected components with more than one member (or a self-import): the cycles.
function cycles(edges: Map<string, string[]>): string[][] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  let next = 0
  const visit = (node: string) => {
    index.set(node, next)
    low.set(node, next++)
    stack.push(node)
    onStack.add(node)
    for (const target of edges.get(node) ?? []) {
      if (!edges.has(target)) continue
      if (!index.has(target)) {
        visit(target)
        low.set(node, Math.min(low.get(node)!, low.get(target)!))
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!))
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = []
      let member: string
      do {
        member = stack.pop()!
        onStack.delete(member)
        component.push(member)
      } while (member !== node)
      if (component.length > 1 || edges.get(node)!.includes(node)) found.push(component.sort())
    }
  }
  for (const node of edges.keys()) if (!index.has(node)) visit(node)
  return found
}

// modules/<context>/<name> for a feature module's files, else the top folder (lib, db, auth, ...).
const area = (path: string) => {
  const [top, context, name] = path.split('/')
  if (top === 'modules') return `modules/${context}/${name}`
  return context === undefined ? '(root)' : top!
}

// The feature modules' contexts (docs/architecture.md), lowest first: a module imports modules of
// its own context or of one listed before it, never after.
const CONTEXTS = [
  'operations',
  'instagram',
  'churches',
  'identity',
  'work',
  'publishing',
  'reporting',
]
const contextOf = (path: string) => (path.startsWith('modules/') ? path.split('/')[1]! : null)

// Each folder may import only from the folders listed after it. `app.ts`, `main.ts`, `cli/` and
// `job-definitions.ts` compose everything and may import anything.
const LOWER_LAYERS: Record<string, string[]> = {
  lib: ['lib', 'config', 'db'],
  config: ['config', 'lib'],
  db: ['db', 'lib', 'config'],
  integrations: ['integrations', 'lib', 'config'],
  auth: ['auth', 'lib', 'config', 'db'],
  realtime: ['realtime', 'auth', 'lib', 'config', 'db'],
  plugins: ['plugins', 'realtime', 'auth', 'lib', 'config', 'db', 'integrations'],
  // The job contracts and the queue's machinery; definitions.ts, which binds the handlers of
  // every module, is a composition root.
  jobs: ['jobs', 'lib', 'config', 'db', 'integrations'],
}
const COMPOSITION_ROOTS = ['app', 'main', 'job-definitions']

// The comment's owner (decision 063) stands under the modules that work on comments: it may
// import only these.
const COMMENTS_MAY_IMPORT = [
  'modules/work/comments',
  'modules/instagram/instagram-accounts',
  'lib',
  'db',
  'realtime',
]

// Writes to a table, in Drizzle or in raw SQL, by the files that make them.
function writersOf(
  table: string,
  drizzleName: string,
  writes: ('insert' | 'update' | 'delete')[] = ['insert', 'update', 'delete'],
) {
  const sqlWords = { insert: 'insert\\s+into', update: 'update', delete: 'delete\\s+from' }
  const pattern = new RegExp(
    `\\.(${writes.join('|')})\\(${drizzleName}\\)|\\b(${writes.map((w) => sqlWords[w]).join('|')})\\s+${table}\\b`,
    'i',
  )
  return files
    .filter((file) => pattern.test(readFileSync(file, 'utf8')))
    .map((file) => relative(root, file))
}

describe('the shape of the server', () => {
  it('reads the imports of every file', () => {
    expect(graph.get('app')).toContain('modules/work/inbox/inbox.routes')
    expect(graph.get('auth/policy')).toContain('auth/actor.repository')
    // Type-only imports are not edges.
    expect(graph.get('modules/instagram/instagram-accounts/account-events')).not.toContain(
      'db/client',
    )
    expect(
      allImports(join(root, 'modules/instagram/instagram-accounts/account-events.ts')),
    ).toContain('db/client')
  })

  it('finds a cycle when there is one', () => {
    const sample = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['d']],
      ['e', ['a']],
    ])
    expect(cycles(sample)).toEqual([['a', 'b', 'c'], ['d']])
  })

  it('has no import cycle between files', () => {
    expect(cycles(graph)).toEqual([])
  })

  it('has no import cycle between feature modules', () => {
    const modules = new Map<string, Set<string>>()
    for (const [file, targets] of graph) {
      if (!file.startsWith('modules/')) continue
      const from = area(file)
      const set = modules.get(from) ?? new Set()
      for (const target of targets) if (target.startsWith('modules/')) set.add(area(target))
      set.delete(from)
      modules.set(from, set)
    }
    expect(cycles(new Map([...modules].map(([name, set]) => [name, [...set]])))).toEqual([])
  })

  it('never imports from a higher layer', () => {
    const wrong: string[] = []
    for (const [file, targets] of graph) {
      if (COMPOSITION_ROOTS.includes(file)) continue
      const allowed = LOWER_LAYERS[area(file)]
      if (!allowed) continue
      for (const target of targets)
        if (!allowed.includes(area(target))) wrong.push(`${file} -> ${target}`)
    }
    expect(wrong).toEqual([])
  })

  it('groups every feature module in a context, and imports only from its own or lower ones', () => {
    const modules = readdirSync(join(root, 'modules'), { withFileTypes: true })
    expect(modules.filter((entry) => !entry.isDirectory()).map((entry) => entry.name)).toEqual([])
    expect(modules.map((entry) => entry.name).sort()).toEqual([...CONTEXTS].sort())
    const upward = [...graph].flatMap(([file, targets]) => {
      const from = contextOf(file)
      if (!from) return []
      return targets
        .filter((target) => {
          const to = contextOf(target)
          return to !== null && CONTEXTS.indexOf(to) > CONTEXTS.indexOf(from)
        })
        .map((target) => `${file} -> ${target}`)
    })
    expect(upward).toEqual([])
  })

  it('reaches into feature modules only from modules, jobs and the composition roots', () => {
    const wrong = [...graph].flatMap(([file, targets]) =>
      COMPOSITION_ROOTS.includes(file) || /^(modules|cli|jobs)\//.test(file)
        ? []
        : targets.filter((target) => target.startsWith('modules/')).map((t) => `${file} -> ${t}`),
    )
    expect(wrong).toEqual([])
  })

  it('keeps the comment module below the modules that work on comments', () => {
    const wrong = [...graph].flatMap(([file, targets]) =>
      area(file) === 'modules/work/comments'
        ? targets
            .filter((t) => !COMMENTS_MAY_IMPORT.includes(area(t)))
            .map((t) => `${file} -> ${t}`)
        : [],
    )
    expect(wrong).toEqual([])
  })

  it('writes comments only from the comment module', () => {
    expect(writersOf('comments', 'comments').length).toBeGreaterThan(0)
    expect(
      writersOf('comments', 'comments').filter((f) => !f.startsWith('modules/work/comments/')),
    ).toEqual([])
  })

  it('changes an outgoing message only through its state transitions', () => {
    expect(writersOf('outgoing_messages', 'outgoingMessages', ['update'])).toEqual([
      'modules/work/outgoing/outgoing-state.ts',
    ])
  })

  it('keeps job contracts free of the modules that handle them, types included', () => {
    const wrong = files.flatMap((file) => {
      const path = relative(root, file).replace(/\.ts$/, '')
      if (area(path) !== 'jobs' || COMPOSITION_ROOTS.includes(path)) return []
      return allImports(file)
        .filter((target) => target.startsWith('modules/'))
        .map((target) => `${path} -> ${target}`)
    })
    expect(wrong).toEqual([])
  })

  // Decision 068: every client and pool has an 'error' listener for its whole life, which only
  // db/pg-connections.ts gives it.
  it('opens connections to PostgreSQL only through db/pg-connections', () => {
    const wrong = files
      .filter((file) => relative(root, file) !== join('db', 'pg-connections.ts'))
      .filter((file) => /\bnew\s+(pg\.)?(Client|Pool)\s*\(/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(root, file))
    expect(wrong).toEqual([])
  })
})
