import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { precompressDirectory } from '../../../scripts/vite-precompress'
import {
  chunksOfScreen,
  entryOf,
  startScript,
  startScriptFile,
  withInlineStyles,
  withPrerenderedScreen,
  withStartScript,
} from '../../../scripts/vite-route-pages'
import { errorHandlerPlugin } from './error-handler'
import { IMMUTABLE, REVALIDATE, webAppPlugin } from './web-app'

// A built web app in miniature, precompressed by the same code as `npm run build`, served by
// the real plugins through Fastify's own request injection.
const INDEX = `<!doctype html><html><head><title>Flock</title></head><body>${'<p>x</p>'.repeat(200)}</body></html>`
// As the build writes it: the agency's name is a slot the server fills (and escapes).
const LOGIN = INDEX.replace(
  '<title>Flock</title></head>',
  '<title>Client Login · %FLOCK_SITE_NAME%</title>' +
    '<link rel="modulepreload" href="/assets/login-Q1.js">' +
    '<meta name="flock-site" content="%FLOCK_SITE%"></head>',
).replace('<body>', '<body><h1>%FLOCK_SITE_NAME%</h1>')
const SITE = { agencyName: 'Grace & Hope <Media>', timeZone: 'Europe/London' }
const LOGIN_SERVED = LOGIN.replace(
  '<title>Client Login · %FLOCK_SITE_NAME%</title>',
  '<title>Client Login · Grace &amp; Hope &lt;Media&gt;</title>',
)
  .replace(
    '%FLOCK_SITE%',
    '{&quot;agencyName&quot;:&quot;Grace &amp; Hope &lt;Media&gt;&quot;,&quot;timeZone&quot;:&quot;Europe/London&quot;}',
  )
  .replace('<h1>%FLOCK_SITE_NAME%</h1>', '<h1>Grace &amp; Hope &lt;Media&gt;</h1>')
const SCRIPT = `export const words = ${JSON.stringify('flock '.repeat(2000))}\n`
// About an inbox page's size (20 KB).
const BIG_JSON = {
  items: Array.from({ length: 800 }, (_, index) => ({ id: index, text: 'hello' })),
}
// Past the size compressed in one call: streamed instead.
const HUGE_JSON = {
  items: Array.from({ length: 4_000 }, (_, index) => ({ id: index, text: `hello ${index}` })),
}

let temp: string
let dir: string
let app: FastifyInstance

beforeAll(async () => {
  // A root that itself sits under a folder named assets: only assets/ inside it is hashed.
  temp = await mkdtemp(path.join(tmpdir(), 'flock-web-'))
  dir = path.join(temp, 'assets', 'web')
  await mkdir(path.join(dir, 'assets'), { recursive: true })
  await writeFile(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  await writeFile(path.join(dir, 'index.html'), INDEX)
  await writeFile(path.join(dir, 'login.html'), LOGIN)
  // A page whose copy is missing is served index.html, as before there were copies.
  await writeFile(
    path.join(dir, 'route-pages.json'),
    JSON.stringify({ '/login': 'login.html', '/register': 'missing.html' }),
  )
  await writeFile(path.join(dir, 'assets', 'index-AbC123.js'), SCRIPT)
  await precompressDirectory(dir)
  app = Fastify()
  await app.register(errorHandlerPlugin)
  await app.register(webAppPlugin, {
    root: dir,
    site: SITE,
    // Stands in for the session check: a cookie signs in, and one the check fails on cannot tell.
    isSignedIn: async (request) => {
      if (request.headers.cookie === 'session=broken') throw new Error('database unreachable')
      return request.headers.cookie === 'session=valid'
    },
  })
  app.get('/api/list', async () => BIG_JSON)
  app.get('/api/huge', async () => HUGE_JSON)
  app.get('/api/small', async () => ({ ok: true }))
  await app.ready()
})

afterAll(async () => {
  await app.close()
  await rm(temp, { recursive: true, force: true })
})

const get = (url: string, encoding?: string, method: 'GET' | 'HEAD' = 'GET', cookie?: string) =>
  app.inject({
    method,
    url,
    headers: {
      ...(encoding ? { 'accept-encoding': encoding } : {}),
      ...(cookie ? { cookie } : {}),
    },
  })

describe('the web app as served', () => {
  it('sends hashed assets as brotli or gzip, cached for a year', async () => {
    const br = await get('/assets/index-AbC123.js', 'gzip, deflate, br, zstd')
    expect(br.statusCode).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['content-type']).toMatch(/^(text|application)\/javascript/)
    expect(br.headers['cache-control']).toBe(IMMUTABLE)
    expect(br.headers['vary']).toMatch(/accept-encoding/i)
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT)
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 10)

    const gz = await get('/assets/index-AbC123.js', 'gzip')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT)

    const plain = await get('/assets/index-AbC123.js')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(SCRIPT)
  })

  it('has browsers revalidate files without a content hash', async () => {
    for (const url of ['/favicon.svg', '/index.html']) {
      const response = await get(url, 'br')
      expect(response.statusCode).toBe(200)
      expect(response.headers['cache-control']).toBe(REVALIDATE)
    }
  })

  it('answers every client route with index.html, or its own copy, compressed and revalidated', async () => {
    const pages = {
      '/': INDEX,
      '/organizations/grace-chapel': INDEX,
      '/login': LOGIN_SERVED,
      '/login?redirect=%2Fportal': LOGIN_SERVED,
      '/login/': INDEX,
    }
    for (const [url, html] of Object.entries(pages)) {
      const page = await get(url, 'br, gzip')
      expect(page.statusCode).toBe(200)
      expect(page.headers['content-type']).toMatch(/^text\/html/)
      expect(page.headers['content-encoding']).toBe('br')
      expect(page.headers['cache-control']).toBe(REVALIDATE)
      expect(brotliDecompressSync(page.rawPayload).toString(), url).toBe(html)
    }
  })

  it('answers an address that is no page of the app 404, with the app (its "Page not found")', async () => {
    for (const url of ['/register', '/no-such-page', '/comments/c-1/extra']) {
      const page = await get(url, 'br, gzip')
      expect(page.statusCode, url).toBe(404)
      expect(page.headers['content-type']).toMatch(/^text\/html/)
      expect(brotliDecompressSync(page.rawPayload).toString(), url).toBe(INDEX)
    }
  })

  it('sends the prerendered copy only to someone signed out, with the agency named', async () => {
    const signedOut = await get('/login', 'gzip')
    expect(signedOut.headers['content-encoding']).toBe('gzip')
    expect(signedOut.headers['vary']).toBe('accept-encoding, cookie')
    expect(gunzipSync(signedOut.rawPayload).toString()).toBe(LOGIN_SERVED)
    const plain = await get('/login')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(LOGIN_SERVED)
    expect((await get('/login', undefined, 'GET', 'session=expired')).body).toBe(LOGIN_SERVED)

    // Signed in, or when the check fails: the plain app, which asks /api/me and moves on.
    for (const cookie of ['session=valid', 'session=broken']) {
      const page = await get('/login', undefined, 'GET', cookie)
      expect(page.statusCode, cookie).toBe(200)
      expect(page.body, cookie).toBe(INDEX)
    }
  })

  it('answers HEAD with the status and headers of GET, and no body', async () => {
    for (const url of ['/', '/login', '/assets/index-AbC123.js']) {
      const [got, head] = await Promise.all([get(url, 'br'), get(url, 'br', 'HEAD')])
      expect(head.statusCode).toBe(200)
      const { date: _g, ...getHeaders } = got.headers
      const { date: _h, ...headHeaders } = head.headers
      expect(headHeaders).toEqual(getHeaders)
      expect(head.rawPayload.length).toBe(0)
    }
  })

  it('compresses API JSON on the fly above 1 KB, and keeps unknown API paths a JSON 404', async () => {
    const list = await get('/api/list', 'br, gzip')
    expect(list.headers['content-encoding']).toBe('br')
    expect(JSON.parse(brotliDecompressSync(list.rawPayload).toString())).toEqual(BIG_JSON)
    // Compressed in one call, so its length is known.
    expect(list.headers['content-length']).toBe(String(list.rawPayload.length))
    const huge = await get('/api/huge', 'br, gzip')
    expect(JSON.stringify(HUGE_JSON).length).toBeGreaterThan(64 * 1024)
    expect(huge.headers['content-encoding']).toBe('br')
    expect(JSON.parse(brotliDecompressSync(huge.rawPayload).toString())).toEqual(HUGE_JSON)
    expect((await get('/api/list', 'gzip')).headers['content-encoding']).toBe('gzip')
    expect((await get('/api/small', 'br')).headers['content-encoding']).toBeUndefined()

    const missing = await get('/api/nothing-here', 'br')
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ code: 'NOT_FOUND', message: 'No route GET /api/nothing-here' })
  })
})

describe('the first pages’ copies of index.html, as the build writes them', () => {
  const chunk = (fileName: string, imports: string[], screen?: string) => ({
    type: 'chunk' as const,
    fileName,
    imports,
    facadeModuleId: screen ? `/work/web/${screen}` : null,
  })
  const bundle = {
    'assets/index-E.js': chunk('assets/index-E.js', ['assets/framework-F.js']),
    'assets/framework-F.js': chunk('assets/framework-F.js', []),
    'assets/login-L.js': chunk(
      'assets/login-L.js',
      ['assets/framework-F.js', 'assets/form-A.js'],
      'src/app/routes/login.tsx',
    ),
    'assets/form-A.js': chunk('assets/form-A.js', ['assets/label-B.js']),
    'assets/label-B.js': chunk('assets/label-B.js', ['assets/form-A.js']),
    'assets/admin-Z.js': chunk('assets/admin-Z.js', [], 'src/app/routes/admin-login.tsx'),
  }

  it('name the screen’s chunk and everything it imports, however deep, once each', () => {
    expect(chunksOfScreen(bundle, 'src/app/routes/login.tsx').sort()).toEqual([
      'assets/form-A.js',
      'assets/framework-F.js',
      'assets/label-B.js',
      'assets/login-L.js',
    ])
    expect(() => chunksOfScreen(bundle, 'src/app/routes/gone.tsx')).toThrow(/no chunk/)
  })

  it('hold the screen, inert, with the slots the server fills and the signed-out fact', () => {
    const html =
      '<html><head><title>Flock</title>\n  </head><body><div id="root"></div></body></html>'
    expect(withPrerenderedScreen(html, 'Client Login', '<h1>Client Portal</h1>')).toBe(
      '<html><head><title>Client Login · %FLOCK_SITE_NAME%</title>\n' +
        '    <meta name="flock-session" content="signed-out">\n' +
        '    <meta name="flock-site" content="%FLOCK_SITE%">\n  </head>' +
        '<body><div id="root" inert><h1>Client Portal</h1></div></body></html>',
    )
    // Markup with $-patterns is inserted as it is.
    expect(withPrerenderedScreen(html, null, '<p>$&</p>')).toContain('inert><p>$&</p></div>')
    expect(() => withPrerenderedScreen('<html><head></head></html>', null, '')).toThrow(/title/)
  })

  it('start the app from a start script that asks for the screen’s chunks at once, after a paint', () => {
    const html =
      '<html><head>\n    <script type="module" crossorigin src="/assets/index-E.js"></script>\n' +
      '    <link rel="stylesheet" crossorigin href="/assets/index-S.css">\n  </head></html>'
    expect(entryOf(html)).toBe('assets/index-E.js')
    const start = startScript('assets/index-E.js', ['assets/index-E.js', 'assets/login-L.js'])
    expect(start).toContain('const chunks = ["/assets/login-L.js"]')
    expect(start).toContain("import('/assets/index-E.js')")
    expect(start).toContain("getEntriesByName('first-contentful-paint')")
    const file = startScriptFile('login.html', start)
    expect(file).toMatch(/^assets\/login-start-[\w-]{8}\.js$/)
    expect(startScriptFile('login.html', `${start} `)).not.toBe(file)

    const css = { type: 'asset' as const, fileName: 'assets/index-S.css', source: 'h1{color:red}' }
    expect(withStartScript(withInlineStyles(html, { 'assets/index-S.css': css }), file)).toBe(
      `<html><head>\n    <script type="module" async crossorigin src="/${file}"></script>\n` +
        '    <style>h1{color:red}</style>\n  </head></html>',
    )
    expect(() => withInlineStyles(html, {})).toThrow(/no stylesheet/)
  })
})
