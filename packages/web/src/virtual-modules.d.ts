/** scripts/vite-plugins.ts `apiContract`: the API contract, with or without its response schemas. */
declare module 'virtual:api-contract' {
  import type { Contract } from '@app/contract'

  export const contract: Contract
  export const validateResponse: boolean
}
