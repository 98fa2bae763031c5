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
// - holds the screen already rendered (web/src/prerender.tsx), so a phone paints it as soon as
//   the HTML and CSS are in, without waiting for the scripts and /api/me (decision 061);
// - names the screen's chunks as modulepreload links: they are lazy (web/src/app/router.tsx), so
//   otherwise the browser learns of each only once the one before has run, four round trips
//   on /login (decision 058). A preload map for every screen in the entry would weigh on every
//   page (vite.config.ts).
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
    const css =
      typeof asset.source === 'string' ? asset.source : Buffer.from(asset.source).toString()
    if (/<\/style/i.test(css)) throw new Error(`route pages: ${String(file)} cannot be inlined`)
    return `<style>${css}</style>`
  })
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
      const html =
        typeof index.source === 'string' ? index.source : Buffer.from(index.source).toString()
      await withPageRenderer(configFile, async (render) => {
        for (const page of ROUTE_PAGES) {
          const preloading = withModulePreloads(
            withInlineStyles(html, bundle),
            chunksOfScreen(bundle, page.screen),
          )
          const markup = await render(page.path)
          const source = withPrerenderedScreen(preloading, page.title, markup)
          this.emitFile({ type: 'asset', fileName: page.file, source })
        }
      })
      const map = Object.fromEntries(ROUTE_PAGES.map((page) => [page.path, page.file]))
      this.emitFile({ type: 'asset', fileName: ROUTE_PAGES_FILE, source: JSON.stringify(map) })
    },
  }
}
