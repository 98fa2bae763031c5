import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { RouteErrorBoundary } from './route-error-boundary'

function BrokenScreen(): never {
  throw new Error('Cannot read properties of undefined (reading "name")')
}

describe('RouteErrorBoundary', () => {
  it('shows a screen that throws as an error with a way out, not a blank page', () => {
    // React and the boundary both report the error; this test expects exactly that.
    const consoleError = vi.mocked(console.error).mockImplementation(() => undefined)
    render(
      <RouteErrorBoundary>
        <BrokenScreen />
      </RouteErrorBoundary>,
    )
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Something went wrong' +
        'This page could not be shown. Cannot read properties of undefined (reading "name")',
    )
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled()
    expect(consoleError).toHaveBeenCalledWith(
      'A screen failed to render',
      expect.any(Error),
      expect.any(String),
    )
    consoleError.mockClear()
  })

  it('shows the screen itself when nothing fails', () => {
    render(
      <RouteErrorBoundary>
        <p>Comments</p>
      </RouteErrorBoundary>,
    )
    expect(screen.getByText('Comments')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
