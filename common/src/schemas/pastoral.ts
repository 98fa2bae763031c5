import { z } from 'zod'

// What the pastoral classifier recognises in a comment (server/src/modules/pastoral/classifier).
export const PASTORAL_FLAGS = ['prayer', 'grief', 'crisis', 'contact'] as const
export const ZPastoralFlag = z.enum(PASTORAL_FLAGS)
export type TPastoralFlag = z.infer<typeof ZPastoralFlag>

// The flags a church's pastoral contacts hear about. Contact data shared in public is the
// agency's to hide, not a pastoral matter on its own.
export const ROUTED_FLAGS: readonly TPastoralFlag[] = ['prayer', 'grief', 'crisis']
