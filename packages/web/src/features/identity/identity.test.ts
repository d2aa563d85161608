import { beforeEach, describe, expect, it, vi } from 'vitest'
import type * as IdentityModule from './identity'

/** Amplify's token store as the adapter shows it: a read of the held token, or a forced refresh. */
let held: string | null
const read = vi.fn<() => Promise<string | null>>()
const refresh = vi.fn<() => Promise<string>>()
const getIdToken = vi.fn(async (forceRefresh?: boolean) =>
  forceRefresh ? (held = await refresh()) : read(),
)
vi.mock('./amplify-adapter', () => ({ configure: vi.fn(), getIdToken }))

let identityService: typeof IdentityModule.identityService

describe('identityService.refreshIdToken', () => {
  // Each test stands alone (the suite also runs shuffled): a fresh service with its adapter
  // loaded, token-1 held.
  beforeEach(async () => {
    vi.resetModules()
    ;({ identityService } = await import('./identity'))
    identityService.preload()
    held = 'token-1'
    read.mockReset().mockImplementation(async () => held)
    refresh.mockReset()
  })

  it('gives calls refused together one refresh, and a call refused after it the newer token', async () => {
    let answer!: (token: string) => void
    refresh.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)))
    const first = identityService.refreshIdToken('token-1')
    const second = identityService.refreshIdToken('token-1')
    await vi.waitFor(() => expect(refresh).toHaveBeenCalled())
    answer('token-2')
    expect(await first).toBe('token-2')
    expect(await second).toBe('token-2')
    // A request sent with token-1 before the refresh, refused after it ended.
    expect(await identityService.refreshIdToken('token-1')).toBe('token-2')
    expect(refresh).toHaveBeenCalledTimes(1)

    // The newer token refused in turn: a refresh of its own.
    refresh.mockResolvedValueOnce('token-3')
    expect(await identityService.refreshIdToken('token-2')).toBe('token-3')
    expect(refresh).toHaveBeenCalledTimes(2)
  })

  it('gives a call whose read of the held token ends after the refresh the refreshed token', async () => {
    let staleRead!: (token: string) => void
    read
      .mockImplementationOnce(async () => held)
      .mockImplementationOnce(() => new Promise((resolve) => (staleRead = resolve)))
    refresh.mockResolvedValueOnce('token-2')
    const first = identityService.refreshIdToken('token-1')
    const second = identityService.refreshIdToken('token-1')
    expect(await first).toBe('token-2')
    // Read before the refresh had ended: still the refused token.
    staleRead('token-1')
    expect(await second).toBe('token-2')
    expect(refresh).toHaveBeenCalledTimes(1)
  })

  it('lets the next call try again after a refresh failed', async () => {
    refresh.mockRejectedValueOnce(new Error('refresh token revoked'))
    await expect(identityService.refreshIdToken('token-1')).rejects.toThrow('refresh token revoked')
    refresh.mockResolvedValueOnce('token-4')
    expect(await identityService.refreshIdToken('token-1')).toBe('token-4')
    expect(refresh).toHaveBeenCalledTimes(2)
  })
})
