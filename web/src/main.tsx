import './lib/zod-config'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './app/app'
import './index.css'

// A prerendered page (/ and /login, decision 061) arrives with its screen already in #root: the
// app takes over that markup instead of painting it again.
const root = document.getElementById('root')!
if (root.hasChildNodes()) hydrateRoot(root, <App />)
else createRoot(root).render(<App />)
