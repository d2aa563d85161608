import { DELETE_CONFIRMATION_WORD } from '@app/contract/user/account'
import { toApiError } from '@app/domain/shared/api-errors'
import { ROUTES } from '@app/domain/navigation/routes'
import * as Dialog from '@radix-ui/react-dialog'
import { useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { UserX } from 'lucide-react'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { FormAlert } from '../../../components/ui/form-alert'
import { TextField } from '../../../components/ui/text-field'
import { useDeleteAccount } from '../../../api/user/mutations'
import { identity } from '../../../lib/identity-port'
import { toast } from '../../../lib/toast'
import '../../../components/ui/confirm-dialog.css'
import './settings.css'
import './settings-grid.css'

export const ACCOUNT_DELETED_MESSAGE = 'Konto zostało usunięte.'

/**
 * 'Usuń konto': an alert dialog that says what goes, asks for the password (or the word USUŃ for
 * an account that signs in through Google; the API tells which one it needs), then signs out and
 * goes home (`onDeleted` lets the page forget the session). A refusal keeps the dialog open with
 * what was typed.
 */
export function DeleteAccount({ onDeleted }: { onDeleted: () => void }) {
  const [open, setOpen] = useState(false)
  const [secret, setSecret] = useState('')
  const [failure, setFailure] = useState<string | null>(null)
  const remove = useDeleteAccount()
  const navigate = useNavigate()

  const confirm = async (event: FormEvent) => {
    event.preventDefault()
    if (remove.isPending) return
    setFailure(null)
    const typed = secret.trim()
    if (!typed) return setFailure('Wpisz hasło albo słowo USUŃ.')
    const body =
      typed.toLocaleUpperCase('pl') === DELETE_CONFIRMATION_WORD
        ? { confirmation: typed }
        : { password: secret }
    try {
      await remove.mutateAsync({ body })
    } catch (error) {
      return setFailure(toApiError(error).message)
    }
    await identity.signOutLocally().catch(() => undefined)
    onDeleted()
    await navigate({ to: ROUTES.home })
    toast.success(ACCOUNT_DELETED_MESSAGE)
  }

  const dialog = (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (remove.isPending) return
        setOpen(next)
        setFailure(null)
      }}
    >
      <Dialog.Trigger asChild>
        <Button className="button-danger">Usuń konto</Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="confirm-dialog-overlay" />
        <Dialog.Content className="confirm-dialog" role="alertdialog">
          <Dialog.Title className="confirm-dialog-title">Usunąć konto?</Dialog.Title>
          <Dialog.Description>
            Usuniemy Twoje konto, profil i ustawienia, postępy i notatki z kursów, historię nauki,
            rezerwacje spotkań i dostęp do narzędzi. Tego nie można cofnąć.
          </Dialog.Description>
          <form className="form" noValidate onSubmit={(event) => void confirm(event)}>
            <TextField
              label="Hasło"
              type="password"
              autoComplete="current-password"
              hint="Logujesz się przez Google? Wpisz słowo USUŃ."
              value={secret}
              onChange={(event) => setSecret(event.target.value)}
            />
            <FormAlert>{failure}</FormAlert>
            <div className="confirm-dialog-actions">
              <Dialog.Close asChild>
                <Button variant="secondary" disabled={remove.isPending}>
                  Anuluj
                </Button>
              </Dialog.Close>
              <Button
                type="submit"
                className="button-danger"
                busy={remove.isPending}
                busyLabel="Usuwanie…"
              >
                Usuń konto na zawsze
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )

  return (
    <Card
      as="section"
      headingLevel={2}
      icon={UserX}
      title="Usuwanie konta"
      className="settings-card settings-side settings-card-danger"
      actions={dialog}
    >
      <p className="settings-card-note">Usunięcie konta jest nieodwracalne.</p>
    </Card>
  )
}
