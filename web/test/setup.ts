import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach, vi } from 'vitest'

// As in the server tests: an error logged during a test (React's act() warnings included) is a
// bug the test did not assert on.
const consoleError = vi.spyOn(console, 'error')

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  const calls = consoleError.mock.calls
  consoleError.mockClear()
  if (calls.length > 0) throw new Error(`console.error was called: ${calls.map(String).join('; ')}`)
})
