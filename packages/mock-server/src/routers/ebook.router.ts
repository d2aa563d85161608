import { initServer } from '@ts-rest/fastify'
import { contract } from '@app/contract'
import { apiError } from '@app/contract/errors'
import { needsDownloadToken, tokenOpensEbook } from '@app/domain/ebook/ebook-download'

const s = initServer()

const TEXT = {
  missingToken:
    'Ebook pobierzesz z linku, który wysyłamy e-mailem po zapisie. Zapisz się na stronie ebooka.',
  invalidToken:
    'Ten link do pobrania ebooka jest nieprawidłowy. Zapisz się ponownie na stronie ebooka, a wyślemy nowy.',
} as const

export const ebookRouter = s.router(contract.ebook, {
  /** The main ebook only with `?token=` (a confirmed EBOOK sign-up's id); the others to anyone. */
  getDownloadUrl: async ({ params, query, request }) => {
    const { store, clock } = request.server
    if (needsDownloadToken(params.ebook)) {
      if (!query.token) return { status: 403, body: apiError(403, TEXT.missingToken) }
      if (!tokenOpensEbook(store.newsletter.byId(query.token)))
        return { status: 403, body: apiError(403, TEXT.invalidToken) }
    }
    return { status: 200, body: store.ebooks.sign(params.ebook, clock.now()) }
  },
})
