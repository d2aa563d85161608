import { ApiErrorSchema } from '@app/contract'
import { describe, expect, it } from 'vitest'
import { target } from './harness'

describe('error envelope on the wire', () => {
  const raw = (path: string, init?: RequestInit) => fetch(`${target.baseUrl}${path}`, init)

  it.each([
    [
      'malformed JSON',
      '/api/trace',
      {
        method: 'POST',
        headers: { authorization: 'Bearer PUBLIC', 'content-type': 'application/json' },
        body: '{"sessionId":',
      },
      400,
    ],
    [
      'a wrong type',
      '/api/blog/random?numberOfArticles=dwa',
      { headers: { authorization: 'Bearer PUBLIC' } },
      400,
    ],
    ['no authorization header', '/api/blog', {}, 401],
    [
      'an unknown route',
      '/api/nie-ma-takiej-sciezki',
      { headers: { authorization: 'Bearer PUBLIC' } },
      404,
    ],
  ] as const)('answers %s with the envelope', async (_name, path, init, status) => {
    const res = await raw(path, init as RequestInit)
    expect(res.status).toBe(status)
    expect(ApiErrorSchema.parse(await res.json())).toMatchObject({ httpsStatus: status })
  })
})
