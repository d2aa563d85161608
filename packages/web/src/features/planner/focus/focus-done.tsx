import type { Plan } from '@app/contract/planner'
import { ROUTES } from '@app/domain/navigation/routes'
import { nextPlannedBlock } from '@app/domain/planner/focus-day'
import { Link } from '@tanstack/react-router'
import { ArrowRight, PartyPopper } from 'lucide-react'
import { FocusNotice } from './focus-notice'
import { FOCUS_TEXT } from './focus-text'
import './focus.css'

interface FocusDoneProps {
  userId: string
  planId: string
  dateKey: string
  index: number
  plan: Plan
  /** The block is done; false when it is no longer in the day (removed meanwhile). */
  done: boolean
}

/**
 * A done block in focus mode: the day's next planned block, or 'Na dziś wszystko zrobione' with
 * the way back to the day and to the plans.
 */
export function FocusDone({ userId, planId, dateKey, index, plan, done }: FocusDoneProps) {
  const next = nextPlannedBlock(plan.blocks, dateKey, index)
  const backToDay = (
    <Link to={ROUTES.plannerDay} params={{ planId, dateKey }} className="button button-secondary">
      {FOCUS_TEXT.backToDay}
    </Link>
  )
  const title = next ? (done ? FOCUS_TEXT.blockDone : FOCUS_TEXT.blockGone) : FOCUS_TEXT.allDone
  const Icon = next ? ArrowRight : PartyPopper
  return (
    <section className="focus-mode" aria-labelledby="focus-done-title">
      <Icon aria-hidden="true" className="focus-done-icon" />
      <h1 id="focus-done-title" className="focus-title">
        {title}
      </h1>
      <p className="focus-lead">
        {next ? `${FOCUS_TEXT.nextBlock}: ${next.block.topic}.` : FOCUS_TEXT.allDoneLead}
      </p>
      <div className="focus-actions">
        {next ? (
          <Link
            to={ROUTES.plannerFocus}
            params={{ planId, dateKey, exerciseIndex: String(next.index) }}
            className="button button-primary"
          >
            {FOCUS_TEXT.nextBlock}
          </Link>
        ) : null}
        {backToDay}
        {next ? null : (
          <Link
            to={ROUTES.plannerPlan}
            params={{ planId }}
            search={{ widok: 'tydzien', data: dateKey }}
            className="button button-secondary"
          >
            {FOCUS_TEXT.backToPlan}
          </Link>
        )}
      </div>
      <FocusNotice userId={userId} />
    </section>
  )
}
