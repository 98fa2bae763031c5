// PostgreSQL reports a unique violation as SQLSTATE 23505 with the constraint's name;
// drizzle wraps the driver's error, so look through `cause` as well.
export function uniqueViolation(error: unknown): string | null {
  for (let current = error; current instanceof Error; current = current.cause) {
    const pgError = current as Error & { code?: string; constraint?: string }
    if (pgError.code === '23505') return pgError.constraint ?? ''
  }
  return null
}
