import { beforeEach, describe, expect, it, vi } from 'vitest'
import { identityService } from './identity'

const getIdToken = vi.fn<(forceRefresh?: boolean) => Promise<string | null>>()
vi.mock('./amplify-adapter', () => ({ configure: vi.fn(), getIdToken }))

describe('identityService.refreshIdToken', () => {
  // Each test stands alone (the suite also runs shuffled): the adapter loaded, no calls recorded.
  beforeEach(() => {
    identityService.preload()
    getIdToken.mockReset()
  })

  it('gives calls refused together one forced refresh, and a later call a new one', async () => {
    let answer!: (token: string) => void
    getIdToken.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)))
    const first = identityService.refreshIdToken()
    const second = identityService.refreshIdToken()
    answer('token-2')
    expect(await first).toBe('token-2')
    expect(await second).toBe('token-2')
    expect(getIdToken.mock.calls).toEqual([[true]])

    getIdToken.mockResolvedValueOnce('token-3')
    expect(await identityService.refreshIdToken()).toBe('token-3')
    expect(getIdToken.mock.calls).toEqual([[true], [true]])
  })

  it('lets the next call try again after a refresh failed', async () => {
    getIdToken.mockRejectedValueOnce(new Error('refresh token revoked'))
    await expect(identityService.refreshIdToken()).rejects.toThrow('refresh token revoked')
    getIdToken.mockResolvedValueOnce('token-4')
    expect(await identityService.refreshIdToken()).toBe('token-4')
    expect(getIdToken).toHaveBeenCalledTimes(2)
  })
})
