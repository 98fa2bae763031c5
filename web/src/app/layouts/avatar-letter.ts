// The letter on a person's avatar: the first of their e-mail, upper-cased.
export function avatarLetter(email: string | undefined): string {
  return email?.trim().charAt(0).toUpperCase() || '?'
}
