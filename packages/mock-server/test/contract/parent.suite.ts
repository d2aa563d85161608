import { contract } from '@app/contract'
import { createApiClient } from '@app/contract/http'
import { weekKeyOf } from '@app/domain/progress/league'
import { describe, expect, it } from 'vitest'
import { expectAnswer, onRealApi, student, target, withStudent } from './harness'

const c = contract.parent
const UNKNOWN = '00000000-0000-4000-8000-00000000dead'
const IDS = {
  uczen: '00000000-0000-4000-8000-000000000001',
  mini: '00000000-0000-4000-8000-000000000002',
  rodzic: '00000000-0000-4000-8000-000000000003',
}

/** A persona's client on the mock (its token from the control API). */
async function persona(email: string) {
  const res = await fetch(`${target.baseUrl}/__mock/personas/${encodeURIComponent(email)}/token`, {
    method: 'POST',
  })
  const { idToken } = (await res.json()) as { idToken: string }
  return createApiClient({ baseUrl: target.baseUrl, getIdToken: () => idToken })
}

describe('parent', () => {
  it.skipIf(withStudent())(
    "refuses a student the parent's calls (403); the child's calls read the caller's own",
    async () => {
      const p = student().parent
      const child = { childId: IDS.uczen }
      const body = { childEmail: 'ktos@example.com', childName: 'Ktoś Nowy' }
      expectAnswer(c.validateChild, await p.validateChild({ body }), 403)
      expectAnswer(c.listChildren, await p.listChildren(), 403)
      expectAnswer(c.resendRequest, await p.resendRequest({ params: child }), 403)
      expectAnswer(c.unlinkChild, await p.unlinkChild({ params: child }), 403)
      expectAnswer(c.childSummary, await p.childSummary({ params: child, query: {} }), 403)
      expectAnswer(c.latestRequest, await p.latestRequest(), 403)
      expectAnswer(c.listParents, await p.listParents(), 200)
      expectAnswer(c.getParentLink, await p.getParentLink({ params: { id: UNKNOWN } }), 404)
      const accept = { params: { id: UNKNOWN }, body: { accept: true } }
      expectAnswer(c.answerParentLink, await p.answerParentLink(accept), 404)
      expectAnswer(c.removeParent, await p.removeParent({ params: { parentId: UNKNOWN } }), 404)
      expectAnswer(c.listChildren, await target.anonymous.parent.listChildren(), 401)
    },
  )

  it.skipIf(onRealApi())(
    'links mini with her consent, reads her week, unlinks; refuses what the issue names',
    async () => {
      const rodzic = (await persona('rodzic@example.com')).parent
      const mini = (await persona('mini@example.com')).parent
      const uczen = (await persona('uczen@example.com')).parent
      const ask = { body: { childEmail: 'mini@example.com', childName: 'Zosia Kowalska' } }
      const miniChild = { childId: IDS.mini }

      expectAnswer(c.validateChild, await rodzic.validateChild(ask), 200)
      expectAnswer(c.validateChild, await rodzic.validateChild(ask), 409)
      const nobody = { body: { childEmail: 'nikt@example.com', childName: 'Jan Nikt' } }
      expectAnswer(c.validateChild, await rodzic.validateChild(nobody), 404)
      const own = { body: { childEmail: 'rodzic@example.com', childName: 'Anna Nowak' } }
      expectAnswer(c.validateChild, await rodzic.validateChild(own), 422)
      expectAnswer(c.listChildren, await rodzic.listChildren(), 200)
      expectAnswer(c.latestRequest, await rodzic.latestRequest(), 200)
      expectAnswer(c.resendRequest, await rodzic.resendRequest({ params: miniChild }), 429)
      const summary = { params: miniChild, query: {} }
      expectAnswer(c.childSummary, await rodzic.childSummary(summary), 403)

      const [pending] = expectAnswer(c.listParents, await mini.listParents(), 200)
      const first = { id: pending?.linkId as string }
      expect(first.id).toBeTruthy()
      expectAnswer(c.getParentLink, await uczen.getParentLink({ params: first }), 403)
      expectAnswer(c.getParentLink, await mini.getParentLink({ params: first }), 200)
      const yes = { params: first, body: { accept: true } }
      expectAnswer(c.answerParentLink, await mini.answerParentLink(yes), 200)
      expectAnswer(c.answerParentLink, await mini.answerParentLink(yes), 409)
      expectAnswer(c.childSummary, await rodzic.childSummary(summary), 200)
      const future = {
        params: miniChild,
        query: { week: weekKeyOf(new Date(Date.now() + 8 * 86_400_000)) },
      }
      expectAnswer(c.childSummary, await rodzic.childSummary(future), 400)
      expectAnswer(c.unlinkChild, await rodzic.unlinkChild({ params: miniChild }), 204)
      expectAnswer(c.unlinkChild, await rodzic.unlinkChild({ params: miniChild }), 404)
      expectAnswer(c.answerParentLink, await mini.answerParentLink(yes), 410)

      // Asked again, then refused from the child's settings.
      expectAnswer(c.validateChild, await rodzic.validateChild(ask), 200)
      const parent = { params: { parentId: IDS.rodzic } }
      expectAnswer(c.removeParent, await mini.removeParent(parent), 204)
      expectAnswer(c.removeParent, await mini.removeParent(parent), 404)
      expectAnswer(c.listChildren, await rodzic.listChildren(), 200)
    },
  )
})
