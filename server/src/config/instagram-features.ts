// The Instagram features an operator turns on for a real Meta app (INSTAGRAM_FEATURES), each
// needing one more permission than comments do. The simulator offers all of them.
export const INSTAGRAM_FEATURES = ['messaging', 'insights', 'publishing'] as const
export type InstagramFeature = (typeof INSTAGRAM_FEATURES)[number]
