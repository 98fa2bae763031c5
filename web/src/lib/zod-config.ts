import { z } from 'zod'

// zod compiles object parsers with `new Function` when it may; under Flock's CSP (no eval) even
// its probe for that is reported as a violation. Imported first in main.tsx, before any schema
// is defined, because each object schema decides at definition time.
z.config({ jitless: true })
