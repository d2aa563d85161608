import { ACCOUNT_TEXT, AVATAR_MAX_BYTES, AVATAR_SIDE_PX } from '@app/contract/user/account'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { avatarHint, checkAvatarFile, isAvatarType, scaleAvatar, scaledSize } from './avatar-image'

describe('checkAvatarFile', () => {
  it.each(['image/jpeg', 'image/png', 'image/webp'])('accepts %s up to the limit', (type) => {
    expect(checkAvatarFile({ type, size: 1 })).toEqual({ ok: true, type })
    expect(checkAvatarFile({ type, size: AVATAR_MAX_BYTES })).toEqual({ ok: true, type })
  })

  it.each(['image/gif', 'image/svg+xml', 'image/jpg', 'application/pdf', ''])(
    'refuses the type %o',
    (type) => {
      expect(checkAvatarFile({ type, size: 1 })).toEqual({
        ok: false,
        message: ACCOUNT_TEXT.avatarType,
      })
    },
  )

  it('refuses more than 2 MB', () => {
    expect(checkAvatarFile({ type: 'image/jpeg', size: AVATAR_MAX_BYTES + 1 })).toEqual({
      ok: false,
      message: ACCOUNT_TEXT.avatarTooLarge,
    })
  })

  it('names the type first when both are wrong', () => {
    expect(checkAvatarFile({ type: 'image/gif', size: 3 * AVATAR_MAX_BYTES })).toEqual({
      ok: false,
      message: ACCOUNT_TEXT.avatarType,
    })
  })
})

it("the hint names the contract's formats and limit", () => {
  expect(avatarHint()).toBe('JPEG, PNG lub WebP, najwyżej 2 MB.')
})

describe('scaledSize', () => {
  it.each([
    [[2048, 1536], { width: 512, height: 384 }],
    [[1000, 3000], { width: 171, height: 512 }],
    [[4000, 4000], { width: 512, height: 512 }],
    [[513, 1], { width: 512, height: 1 }],
    [[5000, 2], { width: 512, height: 1 }],
  ] as const)('fits %o into 512 px', ([width, height], expected) => {
    expect(scaledSize(width, height)).toEqual(expected)
  })

  it('never enlarges a small picture', () => {
    expect(scaledSize(300, 200)).toEqual({ width: 300, height: 200 })
    expect(scaledSize(AVATAR_SIDE_PX, 10)).toEqual({ width: AVATAR_SIDE_PX, height: 10 })
  })

  it('takes another bound', () => {
    expect(scaledSize(200, 100, 100)).toEqual({ width: 100, height: 50 })
  })
})

describe('scaleAvatar', () => {
  afterEach(() => vi.unstubAllGlobals())

  /** A canvas whose encoder answers `encodedAs` (a browser without WebP answers PNG). */
  function stubCanvas(bitmap: { width: number; height: number }, encodedAs: string) {
    const close = vi.fn()
    const drawImage = vi.fn()
    const canvas = {
      width: 0,
      height: 0,
      getContext: () => ({ drawImage, imageSmoothingQuality: 'low' }),
      toBlob: vi.fn((done: (blob: Blob | null) => void) =>
        done(new Blob(['x'], { type: encodedAs })),
      ),
    }
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => ({ ...bitmap, close })),
    )
    vi.stubGlobal('document', { createElement: () => canvas })
    return { canvas, close, drawImage }
  }

  it('draws the picture at 512 px and encodes it in the chosen type', async () => {
    const { canvas, close, drawImage } = stubCanvas({ width: 1024, height: 768 }, 'image/webp')
    const result = await scaleAvatar(new Blob(['raw']), 'image/webp')
    expect(result.contentType).toBe('image/webp')
    expect([canvas.width, canvas.height]).toEqual([512, 384])
    expect(drawImage).toHaveBeenCalledWith(expect.anything(), 0, 0, 512, 384)
    expect(canvas.toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/webp', 0.9)
    expect(close).toHaveBeenCalled()
  })

  it('uploads what the browser encoded when it cannot write the chosen type', async () => {
    stubCanvas({ width: 100, height: 100 }, 'image/png')
    const result = await scaleAvatar(new Blob(['raw']), 'image/webp')
    expect(result.contentType).toBe('image/png')
  })

  it('rejects a file that does not decode', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => {
        throw new DOMException('The source image could not be decoded.', 'InvalidStateError')
      }),
    )
    await expect(scaleAvatar(new Blob(['not a picture']), 'image/png')).rejects.toThrow()
  })
})

it('isAvatarType knows the three types of the contract', () => {
  expect(['image/jpeg', 'image/png', 'image/webp', 'image/gif'].filter(isAvatarType)).toEqual([
    'image/jpeg',
    'image/png',
    'image/webp',
  ])
})
