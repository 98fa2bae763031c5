import { createHash } from 'node:crypto'
import {
  SESSION_META,
  SIGNED_OUT,
  SITE_META,
  SITE_NAME_SLOT,
  SITE_SLOT,
} from '../common/src/prerendered-page'

// The pages a church meets first, written by the build as their own copies of index.html, which
// the server sends for that path to someone signed out (server/src/plugins/route-pages.ts), from
// ROUTE_PAGES_FILE. Other paths keep index.html. Each copy:
// - holds the screen already rendered (web/src/prerender.tsx) and its stylesheet, so a phone
//   paints it from the HTML alone, without waiting for the scripts and /api/me (decision 061);
// - starts the app through a start script that, once that paint is done, asks for all of the
//   screen's chunks at once: they are lazy (web/src/app/router.tsx), so otherwise the browser
//   learns of each only once the one before has run, four round trips on /login (decision 058).
//   A preload map for every screen in the entry would weigh on every page (vite.config.ts).
// `title` is the one the screen sets (usePageTitle), written here for the page to carry it.
export const ROUTE_PAGES = [
  { path: '/', screen: 'src/app/routes/landing.tsx', file: 'landing.html', title: null },
  {
    path: '/login',
    screen: 'src/app/routes/login.tsx',
    file: 'login.html',
    title: 'Client Login',
  },
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

type RenderPage = (pathname: string) => Promise<string>

const textOf = (asset: OutputAsset) =>
  typeof asset.source === 'string' ? asset.source : Buffer.from(asset.source).toString()

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

// The page as the build prerendered it: its title, the facts the app starts from, and the
// screen's markup in #root, inert until the app has taken it over (ReleasePrerendered). The
// agency's name is a slot the server fills (common/src/prerendered-page.ts).
export function withPrerenderedScreen(html: string, title: string | null, markup: string): string {
  const replace = (from: string | RegExp, to: string) => {
    if (!html.match(from)) throw new Error(`route pages: index.html has no ${String(from)}`)
    html = html.replace(from, () => to)
  }
  replace(/<title>[^<]*<\/title>/, `<title>${title ? `${title} · ` : ''}${SITE_NAME_SLOT}</title>`)
  replace(
    /\s*<\/head>/,
    `\n    <meta name="${SESSION_META}" content="${SIGNED_OUT}">` +
      `\n    <meta name="${SITE_META}" content="${SITE_SLOT}">\n  </head>`,
  )
  replace('<div id="root"></div>', `<div id="root" inert>${markup}</div>`)
  return html
}

// The app's stylesheets, inlined: the prerendered screen then paints from the HTML alone, one round
// trip sooner on a phone, and before the scripts arrive (they are not needed to see it). The
// app has one stylesheet of about 9 KB of brotli, which every later screen uses from here too.
export function withInlineStyles(html: string, bundle: Bundle): string {
  return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (_link, file) => {
    const asset = bundle[file as string]
    if (asset?.type !== 'asset') throw new Error(`route pages: no stylesheet ${String(file)}`)
    const css = textOf(asset)
    if (/<\/style/i.test(css)) throw new Error(`route pages: ${String(file)} cannot be inlined`)
    return `<style>${css}</style>`
  })
}

// The app's entry as index.html loads it.
const ENTRY_SCRIPT = /<script type="module" crossorigin src="\/(assets\/[^"]+\.js)"><\/script>/

export function entryOf(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html)
  if (!entry) throw new Error('route pages: index.html has no module entry')
  return entry[1]!
}

// A page's start script: once the browser has drawn the prerendered screen, it asks for the
// screen's chunks all at once as modulepreload links (decision 058) and runs the entry. Until
// then no script is fetched or run, so nothing competes with the first paint: on a slow phone
// the HTML alone is painted; with the scripts cached (a second visit) the page would otherwise
// be painted only after about 260 KB of them had run and hydrated the screen. A tab opened in
// the background draws no frames until it is shown, so it starts at once. The wait costs a
// frame, about 20 ms on loopback.
export function startScript(entry: string, chunks: string[]): string {
  const preloads = chunks.filter((file) => file !== entry).map((file) => `/${file}`)
  return [
    '// Starts the app once the prerendered page has been painted (decision 061).',
    `const chunks = ${JSON.stringify(preloads)}`,
    'function start() {',
    '  for (const href of chunks) {',
    "    const link = document.createElement('link')",
    "    link.rel = 'modulepreload'",
    "    link.crossOrigin = ''",
    '    link.href = href',
    '    document.head.append(link)',
    '  }',
    `  import('/${entry}')`,
    '}',
    // Once the browser reports the first contentful paint, which it times when the frame is
    // shown; a browser that reports none starts after half a second.
    'let started = false',
    'const once = () => {',
    '  if (started) return',
    '  started = true',
    '  start()',
    '}',
    "if (document.visibilityState === 'hidden') once()",
    'else {',
    '  new PerformanceObserver((entries) => {',
    "    if (entries.getEntriesByName('first-contentful-paint').length) once()",
    "  }).observe({ type: 'paint', buffered: true })",
    '  setTimeout(once, 500)',
    '}',
    '',
  ].join('\n')
}

// Named after its content, like every file under assets/, so browsers may keep it for a year.
export function startScriptFile(page: string, source: string): string {
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8)
  return `assets/${page.replace(/\.html$/, '')}-start-${hash}.js`
}

// The entry's script tag becomes the start script's, async: it waits for the first paint
// anyway, and the browser then gives it low priority, behind the HTML.
export function withStartScript(html: string, file: string): string {
  entryOf(html)
  return html.replace(
    ENTRY_SCRIPT,
    () => `<script type="module" async crossorigin src="/${file}"></script>`,
  )
}

// Loads web/src/prerender.tsx through Vite's own module loader, with the app's config (aliases,
// JSX), as the build's last step; the loader is closed again before the build ends.
async function withPageRenderer<T>(
  configFile: string | undefined,
  use: (render: RenderPage) => Promise<T>,
): Promise<T> {
  const { createServer } = await import('vite')
  const loader = await createServer({
    configFile,
    appType: 'custom',
    logLevel: 'warn',
    server: { middlewareMode: true, hmr: false, ws: false },
  })
  try {
    const module = await loader.ssrLoadModule('/src/prerender.tsx')
    return await use(module.renderPage as RenderPage)
  } finally {
    await loader.close()
  }
}

export function routePages() {
  let configFile: string | undefined
  return {
    name: 'flock-route-pages',
    apply: 'build' as const,
    // After Vite has written index.html into the bundle.
    enforce: 'post' as const,
    configResolved(config: { configFile?: string }) {
      configFile = config.configFile
    },
    async generateBundle(this: EmitContext, _options: unknown, bundle: Bundle) {
      const index = bundle['index.html']
      if (index?.type !== 'asset') throw new Error('route pages: index.html is not in the bundle')
      const html = textOf(index)
      const styled = withInlineStyles(html, bundle)
      const entry = entryOf(html)
      await withPageRenderer(configFile, async (render) => {
        for (const page of ROUTE_PAGES) {
          const start = startScript(entry, chunksOfScreen(bundle, page.screen))
          const startFile = startScriptFile(page.file, start)
          this.emitFile({ type: 'asset', fileName: startFile, source: start })
          const markup = await render(page.path)
          const source = withPrerenderedScreen(
            withStartScript(styled, startFile),
            page.title,
            markup,
          )
          this.emitFile({ type: 'asset', fileName: page.file, source })
        }
      })
      const map = Object.fromEntries(ROUTE_PAGES.map((page) => [page.path, page.file]))
      this.emitFile({ type: 'asset', fileName: ROUTE_PAGES_FILE, source: JSON.stringify(map) })
    },
  }
}
