import type { FastifyInstance } from 'fastify'
import type { Contract } from '@app/contract'
import type { DownloadUrlQuery, EbookId } from '@app/contract/ebook'
import { needsDownloadToken, tokenOpensEbook } from '@app/domain/ebook/ebook-download'
import { apiError } from '../../errors'
import type { Answer } from '../answer'
import { EBOOK_TEXT } from './ebook.text'

type C = Contract['ebook']

/** The main ebook only with `?token=` (a confirmed EBOOK sign-up's id); the others to anyone. */
export async function getDownloadUrl(
  app: FastifyInstance,
  ebook: EbookId,
  token: DownloadUrlQuery['token'],
): Answer<C['getDownloadUrl']> {
  const { store, clock } = app
  if (needsDownloadToken(ebook)) {
    if (!token) return apiError(403, EBOOK_TEXT.missingToken)
    if (!tokenOpensEbook(store.newsletter.byId(token)))
      return apiError(403, EBOOK_TEXT.invalidToken)
  }
  return { status: 200, body: store.ebooks.sign(ebook, clock.now()) }
}
