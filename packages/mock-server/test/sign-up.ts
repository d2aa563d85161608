import type { FastifyInstance } from 'fastify'
import { authHeader, tokenFor } from './helper'

export const NEW_PASSWORD = 'Haslo1234!'

/** A new platform account (POST /api/signup-saas) and a request helper signed in as it. */
export async function signUp(app: FastifyInstance, email: string, isParent = false) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/signup-saas',
    headers: authHeader(null),
    payload: { email, password: NEW_PASSWORD, name: 'Nowa Osoba', promoCode: '', isParent },
  })
  if (res.statusCode !== 201) throw new Error(res.body)
  const { userId } = res.json() as { userId: string }
  const token = await tokenFor(app, email)
  const as = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.inject({ method, url, headers: authHeader(token), ...(payload && { payload }) })
  return { userId, token, as }
}
