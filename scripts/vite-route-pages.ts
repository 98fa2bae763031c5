// The pages a church meets first are lazy screens (web/src/app/router.tsx): without help the
// browser learns of a screen's chunk only once the app's entry has run, and of that chunk's own
// imports only once it has arrived, one round trip after another (four on /login). For each page
// here the build writes a copy of index.html that names all of them as modulepreload links, so
// they are fetched together with the entry; the server sends that copy for that path
// (server/src/plugins/web-app.ts), from ROUTE_PAGES_FILE. Other paths keep index.html: a preload
// map for every screen in the entry would weigh on every page (vite.config.ts).
export const ROUTE_PAGES = [
  { path: '/', screen: 'src/app/routes/landing.tsx', file: 'landing.html' },
  { path: '/login', screen: 'src/app/routes/login.tsx', file: 'login.html' },
] as const

// Path → file, read by the server at start-up.
export const ROUTE_PAGES_FILE = 'route-pages.json'

interface OutputChunk {
  type: 'chunk'
  fileName: string
  facadeModuleId: string | null
  imports: string[]
}
interface OutputAsset {
  type: 'asset'
  fileName: string
  source: string | Uint8Array
}
type Bundle = Record<string, OutputChunk | OutputAsset>

interface EmitContext {
  emitFile(file: { type: 'asset'; fileName: string; source: string }): string
}

// The screen's chunk and every chunk it imports statically, however deep, entry ones included
// (a preload of a file the entry also loads is fetched once).
export function chunksOfScreen(bundle: Bundle, screen: string): string[] {
  const root = Object.values(bundle).find(
    (output): output is OutputChunk =>
      output.type === 'chunk' && (output.facadeModuleId?.endsWith(`/${screen}`) ?? false),
  )
  if (!root) throw new Error(`route pages: no chunk for ${screen}`)
  const seen = new Set<string>()
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return
    seen.add(fileName)
    const chunk = bundle[fileName]
    if (chunk?.type === 'chunk') chunk.imports.forEach(visit)
  }
  visit(root.fileName)
  return [...seen]
}

export function withModulePreloads(html: string, files: string[]): string {
  const links = files
    .filter((file) => !html.includes(`/${file}"`))
    .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">`)
    .join('\n')
  if (!html.includes('</head>')) throw new Error('route pages: index.html has no </head>')
  return html.replace(/\s*<\/head>/, `\n${links}\n  </head>`)
}

export function routePages() {
  return {
    name: 'flock-route-pages',
    apply: 'build' as const,
    // After Vite has written index.html into the bundle.
    enforce: 'post' as const,
    generateBundle(this: EmitContext, _options: unknown, bundle: Bundle) {
      const index = bundle['index.html']
      if (index?.type !== 'asset') throw new Error('route pages: index.html is not in the bundle')
      const html =
        typeof index.source === 'string' ? index.source : Buffer.from(index.source).toString()
      for (const page of ROUTE_PAGES) {
        const source = withModulePreloads(html, chunksOfScreen(bundle, page.screen))
        this.emitFile({ type: 'asset', fileName: page.file, source })
      }
      const map = Object.fromEntries(ROUTE_PAGES.map((page) => [page.path, page.file]))
      this.emitFile({ type: 'asset', fileName: ROUTE_PAGES_FILE, source: JSON.stringify(map) })
    },
  }
}
