import { LIMITS } from '@app/contract/limits'
import type { Settings, User } from '@app/contract/user'
import { toApiError } from '@app/domain/shared/api-errors'
import { SETTINGS_SAVED_MESSAGE } from '@app/domain/shared/messages'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useController, useForm } from 'react-hook-form'
import { z } from 'zod'
import { UserRound } from 'lucide-react'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { Checkbox } from '../../../components/ui/checkbox'
import { FormAlert } from '../../../components/ui/form-alert'
import { TextField } from '../../../components/ui/text-field'
import { useUpdateSettings } from '../../../api/user/mutations'
import { useExclusive } from '../../../lib/use-exclusive'
import { AvatarField } from './avatar-field'
import './settings.css'
import './settings-grid.css'

/** The contract's bounds of `general` (GeneralSettingsSchema), with the form's Polish messages. */
const GeneralFormSchema = z.object({
  displayName: z
    .string()
    .trim()
    .min(2, 'Nazwa wyświetlana musi mieć co najmniej 2 znaki')
    .max(LIMITS.nameMax, `Nazwa wyświetlana może mieć najwyżej ${LIMITS.nameMax} znaków`),
  emailNotifications: z.boolean(),
  // Set by the picture's upload (the API's imageUrl), not typed in.
  imageUrl: z.string().nullable(),
})
type GeneralFormValues = z.input<typeof GeneralFormSchema>

/**
 * /ustawienia/ogolne's main card, a form: the profile picture, the display name and the email
 * notifications, with the email shown read-only. A failed save says why and keeps every field as typed;
 * `onSaved` lets the page refresh what the header shows (name and picture).
 */
export function GeneralSettingsForm({
  user,
  settings,
  onSaved,
}: {
  user: User
  settings: Settings
  onSaved: () => void
}) {
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)
  const [uploading, setUploading] = useState(false)
  const { mutateAsync } = useUpdateSettings(user.id)
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<GeneralFormValues>({
    resolver: zodResolver(GeneralFormSchema),
    defaultValues: {
      displayName: settings.general.displayName,
      emailNotifications: settings.general.emailNotifications,
      imageUrl: settings.general.imageUrl,
    },
  })
  const { field: image } = useController({ control, name: 'imageUrl' })

  const onSubmit = handleSubmit(
    useExclusive(async (values: GeneralFormValues) => {
      setOutcome(null)
      try {
        await mutateAsync({
          body: {
            general: {
              displayName: values.displayName,
              emailNotifications: values.emailNotifications,
              imageUrl: values.imageUrl,
            },
          },
        })
        setOutcome({ tone: 'success', text: SETTINGS_SAVED_MESSAGE })
        onSaved()
      } catch (error) {
        setOutcome({ tone: 'error', text: toApiError(error).message })
      }
    }),
  )

  return (
    <Card
      as="section"
      headingLevel={2}
      icon={UserRound}
      title="Ogólne"
      className="settings-card settings-main"
    >
      <form className="form" noValidate onSubmit={onSubmit}>
        <AvatarField
          user={user}
          value={image.value}
          savedValue={settings.general.imageUrl}
          onChange={image.onChange}
          onUploadingChange={setUploading}
        />
        <TextField
          label="Nazwa wyświetlana"
          autoComplete="nickname"
          required
          hint="Tak będziesz widoczny w aplikacji. W rankingu: pseudonim albo imię i pierwsza litera nazwiska."
          error={errors.displayName?.message}
          {...register('displayName')}
        />
        <p className="settings-email">
          <strong>Adres email:</strong> {user.email} (
          {user.emailVerified ? 'zweryfikowany' : 'niezweryfikowany'})
        </p>
        <Checkbox
          label="Powiadomienia email"
          hint="Podsumowania i przypomnienia o nauce. Kody i potwierdzenia płatności wysyłamy zawsze."
          {...register('emailNotifications')}
        />
        <FormAlert tone={outcome?.tone}>{outcome?.text}</FormAlert>
        {/* Not while a picture is on its way: the save would miss it. */}
        <Button type="submit" busy={isSubmitting} busyLabel="Zapisywanie…" disabled={uploading}>
          Zapisz
        </Button>
      </form>
    </Card>
  )
}
