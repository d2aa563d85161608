import { initServer } from '@ts-rest/fastify'
import { contract } from '@app/contract'
import { requireUser } from '../plugins/auth'
import { shopUrls } from '../services/commerce/provider'

const s = initServer()

/** The shop (decisions 0121, 0122, 0124); its workflows are services/commerce. */
export const commerceRouter = s.router(contract.commerce, {
  getCatalogue: async ({ request }) => request.server.services.commerce.getCatalogue(),

  validatePromoCode: async ({ body, request }) =>
    request.server.services.commerce.validatePromoCode(request.user?.id ?? null, body),

  createOrder: async ({ body, headers, request }) =>
    request.server.services.commerce.createOrder(
      requireUser(request),
      headers['idempotency-key'],
      body,
      shopUrls(request),
    ),

  listOrders: async ({ request }) =>
    request.server.services.commerce.listOrders(requireUser(request).id),

  getOrder: async ({ params, request }) =>
    request.server.services.commerce.readOrderSettlingLate(requireUser(request).id, params.id),

  getPublicOrder: async ({ params, request }) =>
    request.server.services.commerce.readPublicOrderSettlingLate(params.id),

  startPayment: async ({ params, request }) =>
    request.server.services.commerce.startPayment(
      params.id,
      request.user?.id ?? null,
      shopUrls(request),
    ),

  notifyPayment: async ({ body, headers, request }) =>
    request.server.services.commerce.notifyPayment(
      request.rawBody ?? '',
      headers['x-payment-signature'],
      body,
    ),

  getSubscription: async ({ request }) =>
    request.server.services.commerce.getSubscription(requireUser(request).id, shopUrls(request)),
  cancelSubscription: async ({ request }) =>
    request.server.services.commerce.cancelSubscription(requireUser(request).id, shopUrls(request)),
  resumeSubscription: async ({ request }) =>
    request.server.services.commerce.resumeSubscription(requireUser(request).id, shopUrls(request)),
  payOverdueRenewal: async ({ request }) =>
    request.server.services.commerce.payOverdueRenewal(requireUser(request).id, shopUrls(request)),

  // Admins only: see plugins/access.ts.
  adminListOrders: async ({ query, request }) =>
    request.server.services.commerce.listOrdersForAdmin(query),
  adminGetOrder: async ({ params, request }) =>
    request.server.services.commerce.orderForAdmin(params.id),
})
