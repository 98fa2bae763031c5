import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const from = (relative: string) => fileURLToPath(new URL(relative, import.meta.url))

export default defineConfig({
  root: from('.'),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': from('./src'), '@common': from('../common/src') },
  },
  build: { outDir: from('../dist/web'), emptyOutDir: true, sourcemap: true },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/healthz': 'http://localhost:3000' },
  },
})
