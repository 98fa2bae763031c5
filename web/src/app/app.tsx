import { StrictMode } from 'react'
import { AppProvider } from './provider'
import { AppRouter } from './router'

// The whole app, in the browser and when the build prerenders a page (`location` then), so
// that both render the same tree and the browser can hydrate what the build wrote.
export function App({ location }: { location?: string }) {
  return (
    <StrictMode>
      <AppProvider>
        <AppRouter location={location} />
      </AppProvider>
    </StrictMode>
  )
}
