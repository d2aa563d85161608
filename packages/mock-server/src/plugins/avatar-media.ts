import type { FastifyInstance } from 'fastify'
import { ACCOUNT_TEXT, AVATAR_CONTENT_TYPES, AVATAR_MAX_BYTES } from '@app/contract/user/account'
import { AVATAR_MEDIA_PATH } from '../store/avatars'
import { registerSignedUploadMedia } from './signed-upload-media'

/**
 * Profile pictures: `PUT /api/media/avatars/{file}?expires&signature` (POST
 * /api/saas/user/avatar-upload-url signs it) and `GET` of an uploaded picture. Bytes other than
 * the type says are a 415.
 */
export async function registerAvatarMedia(app: FastifyInstance) {
  registerSignedUploadMedia(app, {
    path: AVATAR_MEDIA_PATH,
    repository: (store) => store.avatars,
    types: AVATAR_CONTENT_TYPES,
    maxBytes: AVATAR_MAX_BYTES,
    text: {
      notFound: 'Nie ma takiego zdjęcia.',
      badSignature: 'Link do wysłania zdjęcia jest nieprawidłowy. Wybierz zdjęcie jeszcze raz.',
      expired: 'Link do wysłania zdjęcia wygasł. Wybierz zdjęcie jeszcze raz.',
      notAllowedType: ACCOUNT_TEXT.avatarType,
      tooLarge: ACCOUNT_TEXT.avatarTooLarge,
    },
    mismatch: {
      status: 415,
      message: 'Plik nie jest zdjęciem w podanym formacie (JPEG, PNG, WebP).',
    },
  })
}
