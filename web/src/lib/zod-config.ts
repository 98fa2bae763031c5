// zod compiles object parsers with `new Function` when it may; under Flock's CSP (no eval) even
// its probe for that is reported as a violation. Each object schema decides at definition time,
// so this runs first in main.tsx. It sets the object behind zod's `z.config()`
// (globalThis.__zod_globalConfig, read by zod/v4/core/core.js) instead of importing zod, which
// would put zod's core on the sign-in pages (decision 024). The browser tests fail on any CSP
// violation, so a zod that stops reading it is caught.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> }
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true }

export {}
