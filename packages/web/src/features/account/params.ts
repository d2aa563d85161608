import { VERIFICATION_CODE_PATTERN } from '@app/contract/constants'
import { notFound } from '@tanstack/react-router'
import { uuidOrNotFound } from '../../lib/route-params'

/** `params` of the routes keyed by a link uuid: a malformed one is "not found", never a request. */
export const uuidParams = {
  parse: (params: { uuid: string }) => ({ uuid: uuidOrNotFound(params.uuid) }),
  stringify: (params: { uuid: string }) => params,
}

/** `params` of /weryfikuj-email/{code}/{userId}: a code that is not 6 digits is "not found". */
export const verifyEmailParams = {
  parse: (params: { code: string; userId: string }) => {
    if (!VERIFICATION_CODE_PATTERN.test(params.code)) throw notFound()
    return { code: params.code, userId: params.userId }
  },
  stringify: (params: { code: string; userId: string }) => params,
}
