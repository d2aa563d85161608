import { toApiError } from '@app/domain/shared/api-errors'
import { notFound } from '@tanstack/react-router'

/**
 * A loader's read of something named in the path: the API's 404 (unknown, or another user's) is
 * the not-found page; any other failure goes to the route's error page.
 */
export async function notFoundOn404<T>(load: Promise<T>): Promise<T> {
  try {
    return await load
  } catch (error) {
    if (toApiError(error).httpsStatus === 404) throw notFound()
    throw error
  }
}
