/**
 * What a plan is made of before it has times: per subject its learning steps, review lengths and
 * cut-off days, in the order ties are broken (exam date, subject, topic; decision 0161).
 */
import type { BlockKind, Difficulty } from '@app/contract/planner/constants'
import type { PlanInput, PlanSubject } from '@app/contract/planner'
import type { SubjectId } from '@app/contract/user'
import { dayOfKey } from './timeline'
import { cutoffs, learnBlockMinutes, mockExamMinutes, reviewMinutes } from './rules'

const HARDNESS: Record<Difficulty, number> = { EASY: 0, MEDIUM: 1, HARD: 2 }

export interface LearnStep {
  topic: number
  minutes: number
  /** The topic's last learning block: its reviews are counted from this block's day. */
  last: boolean
}

export interface SubjectPlan {
  /** Rank in the tie order: exam date, then subject. */
  order: number
  subject: SubjectId
  hardness: number
  /** The exam or goal day and the first days without learning and without reviews. */
  dateDay: number
  learnEnd: number
  reviewEnd: number
  topics: readonly string[]
  reviewLengths: readonly number[]
  steps: readonly LearnStep[]
  next: number
  /** Learning minutes not placed yet. */
  remaining: number
  /** Learning minutes the pace allowed and the subject did not use yet (may be negative). */
  credit: number
  /** A mock exam before an exam (goals have none), named by the exam. */
  mock: { title: string; minutes: number } | null
}

/** A block to place: its subject, topic and kind, and for a review the day it must precede. */
export interface Task {
  kind: BlockKind
  subject: SubjectPlan
  topic: number
  minutes: number
  /** A review: the day of the topic's next review (or the exam day); it may move until then. */
  before: number
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

export function subjectPlans(input: PlanInput): SubjectPlan[] {
  const plans = input.subjects.map((entry) => subjectPlan(entry, input.sessionMinutes))
  plans.sort((a, b) => a.dateDay - b.dateDay || compareText(a.subject, b.subject))
  plans.forEach((plan, index) => (plan.order = index))
  return plans
}

function subjectPlan(entry: PlanSubject, sessionMinutes: number): SubjectPlan {
  const dateDay = dayOfKey(entry.deadline.date)
  const steps: LearnStep[] = []
  entry.topics.forEach((topic, index) => {
    const lengths = learnBlockMinutes(topic.hours * 60, sessionMinutes)
    lengths.forEach((minutes, i) =>
      steps.push({ topic: index, minutes, last: i === lengths.length - 1 }),
    )
  })
  const title = entry.deadline.title ?? entry.topics.map((topic) => topic.title).join(', ')
  return {
    order: 0,
    subject: entry.subject,
    hardness: HARDNESS[entry.difficulty],
    dateDay,
    ...cutoffs(entry.deadline.kind, dateDay),
    topics: entry.topics.map((topic) => topic.title),
    reviewLengths: entry.topics.map((topic) => reviewMinutes(topic.hours * 60, sessionMinutes)),
    steps,
    next: 0,
    remaining: steps.reduce((sum, step) => sum + step.minutes, 0),
    credit: 0,
    mock:
      entry.deadline.kind === 'EXAM' ? { title, minutes: mockExamMinutes(sessionMinutes) } : null,
  }
}

/** The tie order of tasks: exam date and subject (the subject's rank), then topic. */
export const compareTasks = (a: Task, b: Task) =>
  a.subject.order - b.subject.order || a.topic - b.topic
