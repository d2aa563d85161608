import { beforeEach, describe, expect, it, vi } from 'vitest'
import { identityService } from './identity'

/** Amplify's token store as the adapter shows it: the held token, or a forced refresh of it. */
let held: string | null
const refresh = vi.fn<() => Promise<string>>()
const getIdToken = vi.fn(async (forceRefresh?: boolean) =>
  forceRefresh ? (held = await refresh()) : held,
)
vi.mock('./amplify-adapter', () => ({ configure: vi.fn(), getIdToken }))

describe('identityService.refreshIdToken', () => {
  // Each test stands alone (the suite also runs shuffled): the adapter loaded, token-1 held.
  beforeEach(() => {
    identityService.preload()
    held = 'token-1'
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

  it('lets the next call try again after a refresh failed', async () => {
    refresh.mockRejectedValueOnce(new Error('refresh token revoked'))
    await expect(identityService.refreshIdToken('token-1')).rejects.toThrow('refresh token revoked')
    refresh.mockResolvedValueOnce('token-4')
    expect(await identityService.refreshIdToken('token-1')).toBe('token-4')
    expect(refresh).toHaveBeenCalledTimes(2)
  })
})
