import type { ChronotypeAnswer, Settings } from '@app/contract/user'
import { ROUTES } from '@app/domain/navigation/routes'
import { toApiError } from '@app/domain/shared/api-errors'
import { useNavigate } from '@tanstack/react-router'
import { ArrowLeft, ArrowRight, CalendarPlus } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { useCreatePlan } from '../../../../api/planner/mutations'
import { useUpdateSettings } from '../../../../api/user/mutations'
import { Button } from '../../../../components/ui/button'
import { FormAlert } from '../../../../components/ui/form-alert'
import { ProgressBar } from '../../../../components/ui/progress-bar'
import { toast } from '../../../../lib/toast'
import { useExclusive } from '../../../../lib/use-exclusive'
import { useRunOnce } from '../../../../lib/use-run-once'
import { STEP_COUNT, draftToInput, newDraft, type WizardStep } from '../wizard-draft'
import { clearWizardDraft, readWizardDraft, writeWizardDraft } from '../wizard-storage'
import { STEP_TITLES, WIZARD_TEXT, stepCountLabel } from '../wizard-text'
import {
  firstInvalidStep,
  refusalStep,
  resumeDraft,
  validateStep,
  type FieldErrors,
} from '../wizard-validation'
import { StartOver } from './start-over'
import { WizardStepFields } from './wizard-step-fields'
import '../wizard.css'

/** Where the focus goes after the next render: the step's heading, its first invalid field. */
type FocusTarget = 'heading' | 'invalid'

const INVALID = '[aria-invalid="true"], [data-invalid="true"] :is(input, select, button)'

export interface PlanWizardProps {
  userId: string
  settings: Settings
  /** The chronotype test's result on its way back (`?chronotyp=`). */
  chronotypeFromTest: ChronotypeAnswer | undefined
  /** The result is in the draft: the address may drop it. */
  onChronotypeTaken: () => void
}

/**
 * 'Nowy plan' (issue 28): five steps, each checked by the contract's schemas before 'Dalej', the
 * draft kept in this browser per user after every change, so a reload returns to the same step
 * with everything typed. The last step previews the plan and creates it.
 */
export function PlanWizard({
  userId,
  settings,
  chronotypeFromTest,
  onChronotypeTaken,
}: PlanWizardProps) {
  const navigate = useNavigate()
  const createPlan = useCreatePlan(userId)
  const updateSettings = useUpdateSettings(userId)
  // Opened once per visit: the stored draft, on the first step that still passes.
  const [opened] = useState(() => resumeDraft(readWizardDraft(userId), settings, Date.now()))
  const [draft, setDraft] = useState(opened.draft)
  const [errors, setErrors] = useState<FieldErrors>(opened.errors)
  const [refusal, setRefusal] = useState<string | null>(null)
  const focusNext = useRef<FocusTarget | null>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const fieldsRef = useRef<HTMLDivElement>(null)
  const headingId = useId()
  const step = draft.step

  // Every change is kept at once: a reload or a closed tab loses nothing typed.
  useEffect(() => writeWizardDraft(userId, draft), [userId, draft])

  const goTo = (target: WizardStep, shown: FieldErrors = {}) => {
    setDraft((current) => ({ ...current, step: target }))
    setErrors(shown)
    focusNext.current = Object.keys(shown).length > 0 ? 'invalid' : 'heading'
  }

  useEffect(() => {
    const target = focusNext.current
    focusNext.current = null
    if (target === 'heading') headingRef.current?.focus()
    else if (target === 'invalid') fieldsRef.current?.querySelector<HTMLElement>(INVALID)?.focus()
  })

  // Back from the chronotype test: its result plans this draft and goes into the profile.
  useRunOnce(() => {
    if (!chronotypeFromTest) return
    setDraft((current) => ({ ...current, chronotype: chronotypeFromTest }))
    updateSettings.mutate({ body: { educationalProfile: { chronotype: chronotypeFromTest } } })
    onChronotypeTaken()
  }, chronotypeFromTest !== undefined)

  const next = () => {
    setRefusal(null)
    const found = validateStep(step, draft, Date.now())
    if (Object.keys(found).length > 0) {
      setErrors(found)
      focusNext.current = 'invalid'
      return
    }
    goTo((step + 1) as WizardStep)
  }

  const create = useExclusive(async () => {
    setRefusal(null)
    const now = Date.now()
    const invalid = firstInvalidStep(draft, now)
    if (invalid) return goTo(invalid, validateStep(invalid, draft, now))
    try {
      const { body: plan } = await createPlan.mutateAsync(draftToInput(draft))
      clearWizardDraft(userId)
      toast.success(WIZARD_TEXT.created(plan.input.name))
      await navigate({ to: ROUTES.planner })
    } catch (error) {
      // Everything typed stays; a 400 about a field of an earlier step goes back to it.
      const { message, httpsStatus } = toApiError(error)
      setRefusal(message)
      const target = httpsStatus === 400 ? refusalStep(message, draft) : null
      if (target) goTo(target, validateStep(target, draft, Date.now()))
    }
  })

  // The fresh draft replaces the stored one (the effect above).
  const startOver = () => {
    setDraft(newDraft(settings))
    setErrors({})
    setRefusal(null)
    focusNext.current = 'heading'
  }

  const label = stepCountLabel(step, STEP_COUNT)
  return (
    <form
      className="wizard-form"
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => {
        event.preventDefault()
        if (step < STEP_COUNT) next()
        else void create()
      }}
    >
      <div className="wizard-progress">
        <p className="wizard-step-count">{label}</p>
        <ProgressBar
          value={step}
          max={STEP_COUNT}
          label="Postęp kreatora planu"
          valueText={label}
        />
      </div>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="wizard-step-title">
        {STEP_TITLES[step]}
      </h2>
      <div ref={fieldsRef} className="wizard-fields">
        <WizardStepFields
          draft={draft}
          errors={errors}
          onChange={setDraft}
          profileSubjects={settings.educationalProfile.subjects}
        />
      </div>
      <FormAlert>{refusal}</FormAlert>
      <div className="wizard-actions">
        {step > 1 && (
          <Button variant="secondary" onClick={() => goTo((step - 1) as WizardStep)}>
            <ArrowLeft aria-hidden="true" />
            Wstecz
          </Button>
        )}
        {step < STEP_COUNT ? (
          <Button type="submit">
            Dalej
            <ArrowRight aria-hidden="true" />
          </Button>
        ) : (
          <Button type="submit" busy={createPlan.isPending} busyLabel="Tworzenie planu…">
            <CalendarPlus aria-hidden="true" />
            Utwórz plan
          </Button>
        )}
        <StartOver onConfirm={startOver} />
      </div>
    </form>
  )
}
