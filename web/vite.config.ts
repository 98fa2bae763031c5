import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { precompress } from '../scripts/vite-precompress.ts'
import { routePages } from '../scripts/vite-route-pages.ts'

const from = (relative: string) => fileURLToPath(new URL(relative, import.meta.url))

export default defineConfig({
  root: from('.'),
  plugins: [react(), tailwindcss(), routePages(), precompress()],
  resolve: {
    alias: { '@': from('./src'), '@common': from('../common/src') },
  },
  build: {
    outDir: from('../dist/web'),
    emptyOutDir: true,
    sourcemap: true,
    // No preload map: it lists every screen's chunks in the entry (about 2 KB gzip on the landing
    // page, over its budget), while each screen's own imports still load as soon as its chunk is
    // read. Every browser Flock supports preloads modules natively, so no polyfill either.
    modulePreload: false,
    // The manifest lists the chunks each screen loads; the JavaScript budget test reads it.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What every page needs anyway goes in one file: fewer requests on a slow phone. Only
          // that: TanStack Query loads with the signed-in screens (decision 050).
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/healthz': 'http://localhost:3000' },
  },
})
