import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'
import { ImageUploadSchema, type ImageUpload } from '@app/contract/flashcards'
import { envelope, fc } from './flashcards-helper'

/** Shared pictures and steps of the flashcard picture tests (flashcards-image-upload, -card-images). */

/** A real 1×1 PNG: the upload checks the magic bytes. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)
/** The seed's biology diagram: a picture of uczen, served as a static file. */
export const DIAGRAM = {
  id: '326Qz0R5mvoFayDPwLtYSnv79rn',
  url: '/api/media/flashcards/komorka-zwierzeca.svg',
  alt: 'Schemat komórki zwierzęcej: błona komórkowa, cytoplazma, jądro z jąderkiem, mitochondria',
}
export const ALT = 'Wykres funkcji kwadratowej'
export const notFound = envelope(404, 'Nie znaleziono obrazka. Dodaj go jeszcze raz.')
export const invalid = (field: string, message: string) =>
  envelope(400, `Nieprawidłowe dane: ${field} — ${message}`)

export const requestLink = (
  app: FastifyInstance,
  as: string | null,
  contentType = 'image/png',
  size = 1_000,
) => fc(app, as, 'POST', '/images', { contentType, size })

/** A signed upload link for a PNG. */
export async function link(app: FastifyInstance, as: string): Promise<ImageUpload> {
  const res = await requestLink(app, as)
  expect(res.statusCode).toBe(201)
  return ImageUploadSchema.parse(res.json())
}

export const put = (app: FastifyInstance, url: string, contentType: string, bytes: Buffer) =>
  app.inject({ method: 'PUT', url, headers: { 'content-type': contentType }, payload: bytes })

/** Where an upload is served: the link without its signature. */
export const servedAt = (upload: ImageUpload) => upload.uploadUrl.split('?')[0]!

/** A picture the user has uploaded. */
export async function uploaded(app: FastifyInstance, as: string): Promise<ImageUpload> {
  const upload = await link(app, as)
  expect((await put(app, upload.uploadUrl, 'image/png', PNG)).statusCode).toBe(204)
  return upload
}

/** A card's body, with a picture when given (null removes it). */
export const card = (image?: object | null) => ({
  front: 'Parabola',
  back: 'Wykres funkcji kwadratowej',
  tags: [],
  ...(image === undefined ? {} : { image }),
})
