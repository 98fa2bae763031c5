import { prerender } from 'react-dom/static'
import { App } from './app/app'

// Used by the build only (scripts/vite-route-pages.ts): the markup of a public page as someone
// signed out sees it, once every lazy screen on it has loaded, for the browser to hydrate.
export async function renderPage(pathname: string): Promise<string> {
  const { prelude } = await prerender(<App location={pathname} />)
  return new Response(prelude).text()
}
