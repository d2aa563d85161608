import { NicknameSchema } from '@app/contract/progress'
import type { Settings } from '@app/contract/user'
import { toApiError } from '@app/domain/shared/api-errors'
import { shortName } from '@app/domain/user/nickname'
import { SETTINGS_SAVED_MESSAGE } from '@app/domain/shared/messages'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { Trophy } from 'lucide-react'
import { useUpdateRankingSettings } from '../../../api/progress/mutations'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { Checkbox } from '../../../components/ui/checkbox'
import { FormAlert } from '../../../components/ui/form-alert'
import { TextField } from '../../../components/ui/text-field'
import { useExclusive } from '../../../lib/use-exclusive'
import './settings.css'
import './settings-grid.css'

/** An empty field clears the nickname; anything else is the contract's nickname (3–20 characters). */
const RankingFormSchema = z.object({
  nickname: z
    .string()
    .trim()
    .pipe(z.union([z.literal(''), NicknameSchema])),
  showInRanking: z.boolean(),
})
type RankingFormValues = z.input<typeof RankingFormSchema>

/**
 * /ustawienia/ogolne's 'Ranking' (issue 30): the nickname others see in the weekly league and
 * 'Pokazuj mnie w rankingu'. A taken (409) or blocked (422) nickname is said at the field; the
 * form keeps what was typed.
 */
export function RankingSettings({
  userId,
  name,
  settings,
}: {
  userId: string
  /** The account's name, for 'Kuba N.'. */
  name: string
  settings: Settings
}) {
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)
  const { mutateAsync } = useUpdateRankingSettings(userId)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RankingFormValues>({
    resolver: zodResolver(RankingFormSchema),
    defaultValues: {
      nickname: settings.general.nickname ?? '',
      showInRanking: settings.general.showInRanking,
    },
  })

  const onSubmit = handleSubmit(
    useExclusive(async (values: RankingFormValues) => {
      setOutcome(null)
      const nickname = values.nickname.trim()
      try {
        await mutateAsync({
          body: {
            general: {
              nickname: nickname === '' ? null : nickname,
              showInRanking: values.showInRanking,
            },
          },
        })
        setOutcome({ tone: 'success', text: SETTINGS_SAVED_MESSAGE })
      } catch (error) {
        const { httpsStatus, message } = toApiError(error)
        if (httpsStatus === 409 || httpsStatus === 422)
          setError('nickname', { message }, { shouldFocus: true })
        else setOutcome({ tone: 'error', text: message })
      }
    }),
  )

  return (
    <Card
      as="section"
      id="ranking"
      headingLevel={2}
      icon={Trophy}
      title="Ranking"
      className="settings-card settings-side"
    >
      <form className="form" noValidate onSubmit={onSubmit}>
        <TextField
          label="Pseudonim"
          autoComplete="off"
          maxLength={40}
          hint={`Od 3 do 20 znaków: litery, cyfry, „_”, „-” i „.”. Bez pseudonimu inni zobaczą „${shortName(name)}”.`}
          error={errors.nickname?.message}
          {...register('nickname')}
        />
        <Checkbox
          label="Pokazuj mnie w rankingu"
          hint="Gdy wyłączysz, nadal zdobywasz XP i widzisz ranking, ale inni nie widzą Ciebie."
          {...register('showInRanking')}
        />
        <FormAlert tone={outcome?.tone}>{outcome?.text}</FormAlert>
        <Button type="submit" busy={isSubmitting} busyLabel="Zapisywanie…">
          Zapisz ranking
        </Button>
      </form>
    </Card>
  )
}
