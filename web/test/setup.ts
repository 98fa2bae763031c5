import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach, vi } from 'vitest'
import { forgetMe } from '@/lib/me'

// As in the server tests: an error logged during a test (React's act() warnings included) is a
// bug the test did not assert on.
const consoleError = vi.spyOn(console, 'error')

afterEach(() => {
  cleanup()
  // Who is signed in is kept for the whole page (lib/me.ts); each test answers it afresh.
  forgetMe()
  vi.unstubAllGlobals()
  const calls = consoleError.mock.calls
  consoleError.mockClear()
  if (calls.length > 0) throw new Error(`console.error was called: ${calls.map(String).join('; ')}`)
})
