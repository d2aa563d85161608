import { ChildValidationSchema, type LinkedChild } from '@app/contract/parent'
import { normalizeEmail } from '@app/domain/user/activation'
import { toApiError } from '@app/domain/shared/api-errors'
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import { TextField } from '../../../components/ui/text-field'
import { useValidateChild } from '../../../api/parent/mutations'
import { useExclusive } from '../../../lib/use-exclusive'

type ChildValidationValues = z.input<typeof ChildValidationSchema>
export type { LinkedChild }

/**
 * A parent asks to link a child's account by the child's email and name (POST
 * /api/saas/parent/validate-child): the child gets a consent link. Refusals (404 no such student,
 * 409, 422, 429) are shown with the form kept as typed. Used by the parent account's activation
 * and the parent panel ('Spróbuj ponownie' fills in a refused child's name: `preset`).
 */
export function ChildValidationForm({
  onLinked,
  preset,
}: {
  onLinked: (child: LinkedChild) => void
  /** A name to fill in, then the email field focused; a new `key` fills it in again. */
  preset?: { name: string; key: number } | null
}) {
  const [failure, setFailure] = useState<string | null>(null)
  const { mutateAsync } = useValidateChild()
  const {
    register,
    handleSubmit,
    setValue,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ChildValidationValues>({
    resolver: zodResolver(ChildValidationSchema),
    defaultValues: { childEmail: '', childName: '' },
  })

  useEffect(() => {
    if (!preset) return
    setValue('childName', preset.name)
    setFocus('childEmail')
  }, [preset, setValue, setFocus])

  const onSubmit = handleSubmit(
    useExclusive(async ({ childEmail, childName }: ChildValidationValues) => {
      setFailure(null)
      try {
        const { body } = await mutateAsync({
          body: { childEmail: normalizeEmail(childEmail), childName },
        })
        onLinked(body.child)
      } catch (error) {
        setFailure(toApiError(error).message)
      }
    }),
  )

  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-label="Połącz konto dziecka">
      <FormAlert>{failure}</FormAlert>
      <TextField
        label="Adres email dziecka"
        type="email"
        autoComplete="off"
        required
        error={errors.childEmail?.message}
        {...register('childEmail')}
      />
      <TextField
        label="Imię i nazwisko dziecka"
        hint="Tak jak na koncie dziecka."
        autoComplete="off"
        required
        error={errors.childName?.message}
        {...register('childName')}
      />
      <Button type="submit" busy={isSubmitting} busyLabel="Sprawdzanie…">
        Połącz konto dziecka
      </Button>
    </form>
  )
}
