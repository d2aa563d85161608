import type { Block, Plan } from '@app/contract/planner'
import { BLOCK_KIND_LABELS } from '@app/contract/planner/text'
import { subjectLabel, type LearningPlannerSettings } from '@app/contract/user'
import { ROUTES } from '@app/domain/navigation/routes'
import { blockAt, nextPlannedBlock } from '@app/domain/planner/focus-day'
import { formatRemaining, phaseAnnouncement } from '@app/domain/planner/pomodoro'
import { toApiError } from '@app/domain/shared/api-errors'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { Check, Pause, Play, Square } from 'lucide-react'
import { useState } from 'react'
import { useFocusBlock } from '../../../api/planner/mutations'
import { planQuery } from '../../../api/planner/queries'
import { useFocusDone, useReloadPlan } from '../../../api/planner/use-focus-outbox'
import { settingsQuery } from '../../../api/user/queries'
import { RetryError } from '../../../components/feedback/retry-error'
import { Button } from '../../../components/ui/button'
import { SubjectChip } from '../../../components/ui/subject-chip'
import { toast } from '../../../lib/toast'
import { timeRange } from '../day/day-text'
import { chime, notify } from './chime'
import { FocusDone } from './focus-done'
import { FocusNotice, NotifyButton } from './focus-notice'
import { FocusSkeleton } from './focus-skeleton'
import { FOCUS_TEXT, PHASE_LABELS, sessionLabel } from './focus-text'
import { usePomodoro } from './use-pomodoro'
import './focus.css'

export interface FocusModeProps {
  userId: string
  planId: string
  dateKey: string
  index: number
}

/**
 * /produkt/planer-nauki/{planId}/{dateKey}/{exerciseIndex}, without header and footer: one block
 * with its Pomodoro timer (decisions 0163, 0175). 'Gotowe' leads to the day's next planned block
 * or says 'Na dziś wszystko zrobione'; 'Zakończ' stops the timer and goes back to the day.
 */
export function FocusMode(props: FocusModeProps) {
  const plan = useQuery(planQuery(props.userId, props.planId))
  const settings = useQuery(settingsQuery(props.userId))
  const error = plan.error ?? settings.error
  if (error)
    return (
      <div className="focus-mode">
        <RetryError
          error={error}
          onRetry={() => void Promise.all([plan.refetch(), settings.refetch()])}
        />
      </div>
    )
  if (!plan.data || !settings.data) return <FocusSkeleton />
  const block = blockAt(plan.data.blocks, props.dateKey, props.index)
  if (!block || block.status === 'DONE')
    return <FocusDone {...props} plan={plan.data} done={block !== null} />
  return (
    <FocusTimer
      key={block.id}
      {...props}
      plan={plan.data}
      block={block}
      settings={settings.data.learningPlanner}
    />
  )
}

interface FocusTimerProps extends FocusModeProps {
  plan: Plan
  block: Block
  settings: LearningPlannerSettings
}

function FocusTimer({ userId, planId, dateKey, index, plan, block, settings }: FocusTimerProps) {
  const navigate = useNavigate()
  const focus = useFocusBlock(userId, planId)
  const focusDone = useFocusDone(userId, planId)
  const reloadPlan = useReloadPlan(userId, planId)
  const [announcement, setAnnouncement] = useState('')

  const state = usePomodoro(block.focus, settings, {
    onWake: reloadPlan,
    onPhase: (text) => {
      setAnnouncement(text)
      if (settings.sound) chime()
      notify(text)
    },
  })
  const running = state !== null
  const paused = state?.paused ?? false
  const kind = BLOCK_KIND_LABELS[block.kind]

  const act = (action: 'START' | 'PAUSE' | 'RESUME' | 'STOP') =>
    focus.mutateAsync(block.id, action).then(
      () => {
        if (action === 'START') setAnnouncement(phaseAnnouncement('FOCUS', settings))
      },
      (error: unknown) => {
        toast.error(toApiError(error).message)
        throw error
      },
    )

  const onDone = async () => {
    // Through the outbox: kept on this device while offline, sent once with its key.
    try {
      await focusDone.done(block.id)
    } catch {
      // Storage refused (a full disk): nothing was queued, the student may press again.
      toast.error(FOCUS_TEXT.notSaved)
      return
    }
    const next = nextPlannedBlock(plan.blocks, dateKey, index)
    if (next)
      void navigate({
        to: ROUTES.plannerFocus,
        params: { planId, dateKey, exerciseIndex: String(next.index) },
      })
  }

  const onStop = async () => {
    if (running) await act('STOP').catch(() => {})
    void navigate({ to: ROUTES.plannerDay, params: { planId, dateKey } })
  }

  return (
    <article className="focus-mode" aria-labelledby="focus-title">
      <p className="focus-meta">
        <SubjectChip subject={subjectLabel(block.subject)} />
        <span>{kind}</span>
        <span>{timeRange(block)}</span>
      </p>
      <h1 id="focus-title" className="focus-title">
        {block.topic}
      </h1>
      <div className="focus-timer" data-phase={state?.phase ?? 'FOCUS'}>
        <p className="focus-phase">
          {PHASE_LABELS[state?.phase ?? 'FOCUS']} · {sessionLabel(state?.session ?? 1)}
          {paused && <> · {FOCUS_TEXT.paused}</>}
        </p>
        <p className="focus-time" role="timer" aria-label={FOCUS_TEXT.timerLabel}>
          {formatRemaining(state?.remainingMs ?? settings.sessionMinutes * 60_000)}
        </p>
      </div>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
      <div className="focus-actions">
        {!running ? (
          <Button busy={focus.isPending} onClick={() => void act('START').catch(() => {})}>
            <Play aria-hidden="true" />
            {FOCUS_TEXT.start}
          </Button>
        ) : (
          <Button
            variant="secondary"
            busy={focus.isPending}
            onClick={() => void act(paused ? 'RESUME' : 'PAUSE').catch(() => {})}
          >
            {paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
            {paused ? FOCUS_TEXT.resume : FOCUS_TEXT.pause}
          </Button>
        )}
        <Button variant={running ? 'primary' : 'secondary'} onClick={() => void onDone()}>
          <Check aria-hidden="true" />
          {FOCUS_TEXT.done}
        </Button>
        <Button variant="secondary" onClick={() => void onStop()}>
          <Square aria-hidden="true" />
          {FOCUS_TEXT.stop}
        </Button>
      </div>
      <FocusNotice userId={userId} />
      <div className="focus-links">
        <NotifyButton />
        <Link to={ROUTES.plannerDay} params={{ planId, dateKey }}>
          {FOCUS_TEXT.backToDay}
        </Link>
      </div>
    </article>
  )
}
