import { PRODUCT_PATH } from '@app/domain/access/access'

/** Pages a sign-in must not return to: they would sign out again or show the login form. */
const NO_RETURN = /^\/(logowanie|logout|login-error|rejestracja)(?:[/?#-]|$)/

/**
 * Where to go after signing in: the `redirect` search value when it is a path of this app (one
 * leading '/', no scheme, host or backslash tricks), else /produkt.
 */
export function returnPath(redirect: unknown): string {
  if (typeof redirect !== 'string') return PRODUCT_PATH
  const path = redirect.trim()
  const isInternal = path.startsWith('/') && !/^\/[/\\]/.test(path) && !/[\s\\]/.test(path)
  if (!isInternal || NO_RETURN.test(path)) return PRODUCT_PATH
  return path
}
