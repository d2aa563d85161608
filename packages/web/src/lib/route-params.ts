import { KSUID_PATTERN, UUID_PATTERN } from '@app/contract/constants'
import { notFound } from '@tanstack/react-router'

/**
 * Readers of search and path parameters for route definitions. The route tree is part of the first
 * download, so these are plain checks rather than schemas (decision 0113): a value that does not
 * fit reads as absent, never as an error.
 */

/**
 * A text query value as typed in a link: trimmed, or undefined when absent, empty or longer than
 * `maxLength`. The router parses `?token=123` as a number, so numbers count as text too.
 */
export function textParam(value: unknown, maxLength = Infinity): string | undefined {
  const text = (
    typeof value === 'string' ? value : typeof value === 'number' ? String(value) : ''
  ).trim()
  return text && text.length <= maxLength ? text : undefined
}

/** true or false, else undefined. */
export const flagParam = (value: unknown): boolean | undefined =>
  typeof value === 'boolean' ? value : undefined

/** A path parameter that must be a uuid (a link id, an article id): anything else is "not found". */
export function uuidOrNotFound(value: string): string {
  if (!UUID_PATTERN.test(value)) throw notFound()
  return value
}

/** A path parameter that must be a KSUID (an order id): anything else is "not found". */
export function ksuidOrNotFound(value: string): string {
  if (!KSUID_PATTERN.test(value)) throw notFound()
  return value
}

/** `params` of a route whose `$ksuid` is an order id: anything but a KSUID is not found. */
export const ksuidParams = {
  parse: ({ ksuid }: { ksuid: string }) => ({ ksuid: ksuidOrNotFound(ksuid) }),
  stringify: (params: { ksuid: string }) => params,
}

/** A KSUID in a search value (a conversation, a flashcard), else undefined. */
export const ksuidParam = (value: unknown): string | undefined =>
  typeof value === 'string' && KSUID_PATTERN.test(value) ? value : undefined
