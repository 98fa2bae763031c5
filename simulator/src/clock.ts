export interface Clock {
  now(): number
  advance(seconds: number): void
  set(ms: number): void
  reset(): void
}

/** A clock that runs with the real one but can be moved forward, so token ages can be tested. */
export function createClock(base: () => number = Date.now): Clock {
  let offset = 0
  return {
    now: () => base() + offset,
    advance: (seconds) => {
      offset += seconds * 1000
    },
    set: (ms) => {
      offset = ms - base()
    },
    reset: () => {
      offset = 0
    },
  }
}
