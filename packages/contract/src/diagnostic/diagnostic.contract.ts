import { initContract } from '@ts-rest/core'
import { ApiErrorSchema, spec } from '../common.schemas'
import {
  DiagnosticInputSchema,
  DiagnosticPageSchema,
  DiagnosticSchema,
  ListDiagnosticsQuerySchema,
  MarkReviewedSchema,
} from './diagnostic.schemas'

const c = initContract()

export const diagnosticContract = c.router({
  listDiagnostics: {
    method: 'GET',
    path: '/diagnostic',
    query: ListDiagnosticsQuerySchema,
    responses: { 200: DiagnosticPageSchema },
    summary: 'Diagnostic records, newest first, by category, paged. Admin',
    metadata: spec,
  },
  createDiagnostic: {
    method: 'POST',
    path: '/diagnostic',
    body: DiagnosticInputSchema,
    responses: { 201: DiagnosticSchema },
    summary: 'Report a problem seen by the client (anyone, also PUBLIC)',
    metadata: spec,
  },
  markReviewed: {
    method: 'POST',
    path: '/diagnostic/reviewed',
    body: MarkReviewedSchema,
    responses: { 200: DiagnosticSchema, 404: ApiErrorSchema },
    summary: 'Mark a record as reviewed. Admin',
    metadata: spec,
  },
})
