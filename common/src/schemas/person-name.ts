import { z } from 'zod'

// A person's name as their teammates and church see it: in pickers, on notes, in invitations.
export const PERSON_NAME_MAX = 80

// Control characters (NUL, newlines, tabs inside, escapes) and the bidirectional overrides and
// isolates, which would let a name reorder the text shown around it. Not ZText: a NUL in a
// name is refused, not silently dropped, so what is saved is what was typed.
const FORBIDDEN = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u

export const ZPersonName = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(PERSON_NAME_MAX, `Name must be at most ${PERSON_NAME_MAX} characters`)
  .refine((name) => !FORBIDDEN.test(name), 'Name must not contain control characters')

// Account settings: a person renames themselves.
export const ZChangeName = z.object({ name: ZPersonName })
export type TChangeName = z.infer<typeof ZChangeName>

// What a name falls back to before its person chose one (decision 076): the part of their
// e-mail before the @, which their teammates recognise and which tells two people apart.
export function nameFromEmail(email: string): string {
  const local = email.split('@')[0]?.trim() ?? ''
  return (local || email).slice(0, PERSON_NAME_MAX)
}

// Labels for a picker: a name shared by two people gets its e-mail beside it, so they can be
// told apart; a unique name stands alone.
export function distinctPersonLabels<P extends { id: string; name: string; email: string }>(
  people: P[],
): Map<string, string> {
  const counts = new Map<string, number>()
  for (const person of people) {
    const key = person.name.toLocaleLowerCase()
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  return new Map(
    people.map((person) => [
      person.id,
      (counts.get(person.name.toLocaleLowerCase()) ?? 0) > 1
        ? `${person.name} (${person.email})`
        : person.name,
    ]),
  )
}
