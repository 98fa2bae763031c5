// The list of common passwords is large, so it is fetched, as a chunk of its own, only when
// someone first submits a new password; the server checks against the same list regardless.
export async function isCommonPassword(password: string): Promise<boolean> {
  const list = await import('@common/common-passwords')
  return list.isCommonPassword(password)
}
