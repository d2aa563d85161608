/** The first word of an account's name: how e-mails, /r/{id}, 'Dziś' and the parent panel name someone. */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? ''
}
