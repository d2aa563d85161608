import type { Deck, FlashcardImageType } from '@app/contract/flashcards'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { tsr } from '../../lib/api'
import { useKeyedIntent } from '../keyed-intent'
import { okBody } from '../ok-body'
import { invalidateProgress } from '../progress/queries'
import { putSignedUpload } from '../signed-upload'
import { flashcardKeys } from './queries'

type NewDeck = { name: string }

/**
 * Every write changes counts somewhere: decks, the deck, its cards and the sessions, and 'Dziś''s
 * 'Do powtórki' (an undone review also its XP).
 */
function useRefreshUser(userId: string) {
  const queryClient = useQueryClient()
  return () => {
    void queryClient.invalidateQueries({ queryKey: flashcardKeys.user(userId) })
    invalidateProgress(queryClient, userId)
  }
}

/**
 * `POST …/decks`: a new deck, added to the list at once. One Idempotency-Key per intended deck
 * (decision 0138): a double click or a retry makes one deck; another name or the next deck, a new key.
 */
export function useCreateDeck(userId: string) {
  const queryClient = useQueryClient()
  const intent = useKeyedIntent()
  const mutation = tsr.flashcards.createDeck.useMutation({
    onSuccess: (response) => {
      intent.done()
      queryClient.setQueryData(flashcardKeys.deck(userId, response.body.id), response.body)
      void queryClient.invalidateQueries({ queryKey: flashcardKeys.decks(userId) })
    },
  })
  type Options = Parameters<typeof mutation.mutate>[1]
  const keyed = ({ body }: { body: NewDeck }) => ({
    body,
    headers: { 'idempotency-key': intent.keyFor(body) },
  })
  return {
    ...mutation,
    mutate: (variables: { body: NewDeck }, options?: Options) =>
      mutation.mutate(keyed(variables), options),
    mutateAsync: (variables: { body: NewDeck }, options?: Options) =>
      mutation.mutateAsync(keyed(variables), options),
  }
}

/** `PATCH …/decks/{id}` (name or settings with the version read): the answer is the deck. */
export function useUpdateDeck(userId: string) {
  const queryClient = useQueryClient()
  return tsr.flashcards.updateDeck.useMutation({
    onSuccess: (response) => {
      queryClient.setQueryData<Deck>(flashcardKeys.deck(userId, response.body.id), response.body)
      void queryClient.invalidateQueries({ queryKey: flashcardKeys.user(userId) })
    },
    // 409: someone changed it meanwhile; show what is there now.
    onError: () => void queryClient.invalidateQueries({ queryKey: flashcardKeys.user(userId) }),
  })
}

/** `DELETE …/decks/{id}`: gone from the list; restorable for 7 days. */
export function useDeleteDeck(userId: string) {
  return tsr.flashcards.deleteDeck.useMutation({ onSettled: useRefreshUser(userId) })
}

/** `POST …/decks/{id}/restore`: the toast's 'Cofnij'. */
export function useRestoreDeck(userId: string) {
  return tsr.flashcards.restoreDeck.useMutation({ onSettled: useRefreshUser(userId) })
}

/** `POST …/decks/{id}/cards` with the form's Idempotency-Key: a double click makes one card. */
export function useCreateCard(userId: string) {
  return tsr.flashcards.createCard.useMutation({ onSuccess: useRefreshUser(userId) })
}

/** `PUT …/cards/{cardId}`: new sides or tags; the schedule stays. */
export function useUpdateCard(userId: string) {
  return tsr.flashcards.updateCard.useMutation({ onSuccess: useRefreshUser(userId) })
}

/** `DELETE …/cards/{cardId}`: restorable for 7 days. */
export function useDeleteCard(userId: string) {
  return tsr.flashcards.deleteCard.useMutation({ onSettled: useRefreshUser(userId) })
}

/** `POST …/cards/{cardId}/restore`: the toast's 'Cofnij'. */
export function useRestoreCard(userId: string) {
  return tsr.flashcards.restoreCard.useMutation({ onSettled: useRefreshUser(userId) })
}

/** `POST …/decks/{id}/import`: one chunk of ≤ 500 rows with its own key. */
export function useImportCards(userId: string) {
  return tsr.flashcards.importCards.useMutation({ onSettled: useRefreshUser(userId) })
}

/** `POST …/review/{id}/undo`: takes back a grade the server has recorded. */
export function useUndoReview(userId: string) {
  return tsr.flashcards.undoReview.useMutation({ onSuccess: useRefreshUser(userId) })
}

/**
 * A card's picture: `POST /api/saas/flashcards/images` signs a link (5 minutes), the bytes are
 * PUT to it; resolves to the image id a card's `image` names (with its text alternative).
 */
export const useUploadCardImage = () =>
  useMutation({
    mutationFn: async (file: { blob: Blob; contentType: FlashcardImageType }) => {
      const link = await okBody(
        tsr.flashcards.requestImageUpload.mutate({
          body: { contentType: file.contentType, size: file.blob.size },
        }),
      )
      await putSignedUpload(link, file.blob)
      return link.imageId
    },
  })
