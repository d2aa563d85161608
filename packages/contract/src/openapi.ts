import { isAppRouteOtherResponse, type AppRoute } from '@ts-rest/core'
import { generateOpenApi } from '@ts-rest/open-api'
import { CHAT_STREAM_EVENT_TYPES } from './chat/stream-events'
import { contract } from './contract'
import type { EndpointOrigin } from './common.schemas'

const ORIGIN_NOTE: Record<EndpointOrigin, string> = {
  spec: 'Agreed: listed in SPEC §7.',
  seen: 'Named in SPEC §7 without a shape: the shape is a proposal.',
  proposed: 'Proposed by the frontend team: not agreed yet.',
}

const STREAM_NOTE =
  'Server-Sent Events: each frame is `event: <type>` and `data: <the event as JSON, its type included>`, ' +
  `the types ${CHAT_STREAM_EVENT_TYPES.join(', ')} (ChatStreamEventSchema); a \`: ping\` comment every 15 s keeps a slow answer alive. ` +
  'Refusals before the stream are JSON envelopes.'

/** Non-JSON answers (the chat's event stream): ts-rest's generator leaves them without content. */
function otherContent(route: AppRoute, responses: Record<string, object>) {
  const out = { ...responses }
  for (const [status, response] of Object.entries(route.responses)) {
    if (!isAppRouteOtherResponse(response)) continue
    out[status] = {
      description: STREAM_NOTE,
      content: { [response.contentType]: { schema: { type: 'string' } } },
    }
  }
  return out
}

/** The OpenAPI 3 document of the contract; each operation carries `x-origin` (spec, seen or proposed). */
export function buildOpenApiDocument() {
  return generateOpenApi(
    contract,
    {
      info: {
        title: 'Product API',
        version: '1.0.0',
        description:
          'Every call of the product API. `x-origin` says where each call comes from: `spec` (SPEC §7), `seen` (named only) or `proposed`. Errors always have the shape `{ message, httpsStatus }`.',
      },
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description: 'The Cognito id token, or the literal PUBLIC when nobody is logged in.',
          },
        },
      },
      security: [{ bearer: [] }],
    },
    {
      setOperationId: 'concatenated-path',
      operationMapper: (operation, route) => {
        const origin = (route.metadata as { origin: EndpointOrigin }).origin
        return {
          ...operation,
          responses: otherContent(route, operation.responses as Record<string, object>),
          tags: [route.path.split('/')[2] ?? 'api'],
          description: `${ORIGIN_NOTE[origin]}${operation.description ? `\n\n${operation.description}` : ''}`,
          'x-origin': origin,
        }
      },
    },
  )
}
