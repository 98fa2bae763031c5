import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useHeldBackArrivals } from './use-held-back-arrivals'

const list = (...ids: string[]) => ids.map((id) => ({ id }))
const scrollTo = (y: number) =>
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true })

afterEach(() => scrollTo(0))

describe('useHeldBackArrivals', () => {
  it('holds back comments arriving at the top while the reader is scrolled down, until asked', () => {
    window.scrollTo = vi.fn()
    const { result, rerender } = renderHook(
      ({ items, filters }) => useHeldBackArrivals(items, filters),
      { initialProps: { items: list('c3', 'c2', 'c1'), filters: 'all' } },
    )
    scrollTo(800)
    rerender({ items: list('c5', 'c4', 'c3', 'c2', 'c1'), filters: 'all' })
    expect(result.current.count).toBe(2)
    expect([...result.current.held]).toEqual(['c5', 'c4'])

    // The next page, at the end, is never held.
    rerender({ items: list('c5', 'c4', 'c3', 'c2', 'c1', 'c0'), filters: 'all' })
    expect(result.current.count).toBe(2)

    act(() => result.current.reveal())
    expect(result.current.count).toBe(0)
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 })
  })

  it('shows arrivals at once at the top of the page, and starts over with new filters', () => {
    const { result, rerender } = renderHook(
      ({ items, filters }) => useHeldBackArrivals(items, filters),
      { initialProps: { items: list('c1'), filters: 'all' } },
    )
    rerender({ items: list('c2', 'c1'), filters: 'all' })
    expect(result.current.count).toBe(0)
    scrollTo(800)
    rerender({ items: list('p9', 'p8'), filters: 'pending' })
    expect(result.current.count).toBe(0)
    // One held back, then deleted before anyone looked: no longer counted.
    rerender({ items: list('p10', 'p9', 'p8'), filters: 'pending' })
    expect(result.current.count).toBe(1)
    rerender({ items: list('p9', 'p8'), filters: 'pending' })
    expect(result.current.count).toBe(0)
  })
})
