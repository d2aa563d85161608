/** A 2xx answer of the typed client. */
type Ok<R> = Extract<R, { status: 200 | 201 | 202 | 204 }>

/**
 * The body of a 2xx answer. Any other answer is thrown as it came (`{ status, body, headers }`),
 * exactly as ts-rest's query hooks throw it, so the retry policy (`shouldRetry`) and `toApiError`
 * see the same errors whether a query runs in a loader or in a component.
 */
export async function okBody<R extends { status: number; body: unknown }>(
  request: Promise<R>,
): Promise<Ok<R>['body']> {
  const response = await request
  if (response.status < 200 || response.status >= 300) throw response
  return (response as Ok<R>).body
}
