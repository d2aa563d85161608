import { uuidOrNotFound } from '../../lib/route-params'

/** `params` of /admin/blog/edytuj/{uuid}: a malformed id is "not found", never a request. */
export const articleIdParams = {
  parse: (params: { uuid: string }) => ({ uuid: uuidOrNotFound(params.uuid) }),
  stringify: (params: { uuid: string }) => params,
}
