import { describe, expect, it } from 'vitest'
import { fillDay } from './day-fill'
import type { SubjectPlan, Task } from './tasks'
import type { Span } from './timeline'

/** Times of one day as 'hh:mm' on a UTC clock: fillDay is free of zones. */
const at = (time: string) =>
  Date.UTC(2026, 0, 10, Number(time.slice(0, 2)), Number(time.slice(3, 5)))
const hhmm = (ms: number) => new Date(ms).toISOString().slice(11, 16)
const span = (from: string, to: string): Span => [at(from), at(to)]

function subjectPlan(name: string, order: number, hardness = 1): SubjectPlan {
  return {
    order,
    subject: name as SubjectPlan['subject'],
    hardness,
    dateDay: 0,
    learnEnd: 0,
    reviewEnd: 0,
    topics: [],
    reviewLengths: [],
    steps: [],
    next: 0,
    remaining: 0,
    credit: 0,
    mock: null,
  }
}

interface Day {
  free: Span[]
  peak?: Span
  preferred?: Span[]
  reviews?: Task[]
  mocks?: Task[]
  /** Learning blocks per subject, in order. */
  learn?: { subject: SubjectPlan; minutes: number; count: number; pressed?: boolean }[]
  recent?: SubjectPlan[]
}

const review = (subject: SubjectPlan, minutes = 15): Task => ({
  kind: 'REVIEW',
  subject,
  topic: 0,
  minutes,
  before: 99,
})
const mock = (subject: SubjectPlan, minutes = 90): Task => ({
  kind: 'MOCK_EXAM',
  subject,
  topic: -1,
  minutes,
  before: 99,
})

/** The day's placements as 'hh:mm KIND subject'. */
function run(day: Day): string[] {
  const placed: string[] = []
  const left = new Map((day.learn ?? []).map((entry) => [entry.subject, entry.count]))
  const recent = day.recent ?? []
  const reviews = [...(day.reviews ?? [])]
  const mocks = [...(day.mocks ?? [])]
  fillDay({
    free: day.free,
    peak: day.peak ?? null,
    preferred: day.preferred ?? null,
    reviews,
    mocks,
    recent,
    learn: () =>
      (day.learn ?? []).flatMap(({ subject, minutes, pressed }) =>
        (left.get(subject) ?? 0) > 0
          ? [
              {
                task: { kind: 'LEARN' as const, subject, topic: 0, minutes, before: 99 },
                pressed: pressed ?? false,
                more: left.get(subject) ?? 0,
              },
            ]
          : [],
      ),
    place: (task, start) => {
      placed.push(`${hhmm(start)} ${task.kind} ${task.subject.subject}`)
      recent.push(task.subject)
      if (task.kind === 'REVIEW') reviews.splice(reviews.indexOf(task), 1)
      else if (task.kind === 'MOCK_EXAM') mocks.splice(mocks.indexOf(task), 1)
      else left.set(task.subject, (left.get(task.subject) ?? 0) - 1)
    },
  })
  return placed
}

const math = subjectPlan('matematyka', 0, 2)
const biology = subjectPlan('biologia', 1, 1)
const history = subjectPlan('historia', 2, 0)

describe('the chronotype’s peak', () => {
  it('gets new material, hard subjects first; reviews go before it', () => {
    expect(
      run({
        free: [span('14:00', '20:00')],
        peak: span('16:00', '20:00'),
        reviews: [review(history)],
        learn: [
          { subject: history, minutes: 45, count: 1 },
          { subject: math, minutes: 45, count: 1 },
        ],
      }),
    ).toEqual(['14:00 REVIEW historia', '16:00 LEARN matematyka', '16:55 LEARN historia'])
  })

  it('takes reviews after new material when off-peak time follows', () => {
    expect(
      run({
        free: [span('16:00', '19:00')],
        peak: span('16:00', '18:00'),
        reviews: [review(history)],
        learn: [{ subject: math, minutes: 45, count: 2 }],
      }),
    ).toEqual(['16:00 LEARN matematyka', '16:55 LEARN matematyka', '18:00 REVIEW historia'])
  })

  it('takes reviews in the peak when the time off it cannot hold them', () => {
    expect(
      run({
        free: [span('16:00', '17:00')],
        peak: span('16:00', '20:00'),
        reviews: [review(history), review(biology)],
        learn: [{ subject: math, minutes: 45, count: 1 }],
      }),
    ).toEqual(['16:00 REVIEW biologia', '16:25 REVIEW historia'])
  })

  it('leaves easier subjects off-peak when the peak cannot hold the day’s learning', () => {
    expect(
      run({
        free: [span('14:00', '17:00')],
        peak: span('16:00', '17:00'),
        learn: [
          { subject: math, minutes: 45, count: 1 },
          { subject: history, minutes: 45, count: 1 },
        ],
      }),
    ).toEqual(['14:00 LEARN historia', '16:00 LEARN matematyka'])
  })

  it('keeps a mock exam for the peak', () => {
    expect(
      run({
        free: [span('14:00', '20:00')],
        peak: span('16:00', '20:00'),
        reviews: [review(history)],
        mocks: [mock(math)],
      }),
    ).toEqual(['14:00 REVIEW historia', '16:00 MOCK_EXAM matematyka'])
  })

  it('does not wait for the peak when learning must hurry', () => {
    expect(
      run({
        free: [span('14:00', '20:00')],
        peak: span('18:00', '20:00'),
        learn: [{ subject: math, minutes: 45, count: 1, pressed: true }],
      }),
    ).toEqual(['14:00 LEARN matematyka'])
  })
})

describe('interleaving', () => {
  it('puts at most 2 blocks of a subject in a row while another has work', () => {
    expect(
      run({
        free: [span('08:00', '16:00')],
        learn: [
          { subject: math, minutes: 45, count: 5 },
          { subject: biology, minutes: 45, count: 2 },
        ],
      }),
    ).toEqual([
      '08:00 LEARN matematyka',
      '08:55 LEARN matematyka',
      '09:50 LEARN biologia',
      '10:45 LEARN matematyka',
      '11:40 LEARN matematyka',
      '12:35 LEARN biologia',
      '13:30 LEARN matematyka',
    ])
  })

  it('counts the blocks before today and reviews too', () => {
    expect(
      run({
        free: [span('16:00', '18:00')],
        recent: [math, math],
        reviews: [review(math)],
        learn: [{ subject: biology, minutes: 45, count: 1 }],
      }),
    ).toEqual(['16:00 LEARN biologia', '16:55 REVIEW matematyka'])
  })

  it('allows a third in a row when no other subject has work', () => {
    expect(
      run({ free: [span('16:00', '19:00')], learn: [{ subject: math, minutes: 45, count: 3 }] }),
    ).toEqual(['16:00 LEARN matematyka', '16:55 LEARN matematyka', '17:50 LEARN matematyka'])
  })
})

describe('preferred times', () => {
  it('start the day when they can hold its work', () => {
    expect(
      run({
        free: [span('10:00', '20:00')],
        preferred: [span('17:00', '24:00')],
        learn: [{ subject: math, minutes: 45, count: 2 }],
      }),
    ).toEqual(['17:00 LEARN matematyka', '17:55 LEARN matematyka'])
  })

  it('give way to earlier time when they cannot', () => {
    expect(
      run({
        free: [span('15:00', '19:00')],
        preferred: [span('17:00', '24:00')],
        learn: [
          { subject: math, minutes: 45, count: 2 },
          { subject: biology, minutes: 45, count: 2 },
        ],
      }),
    ).toEqual([
      '15:00 LEARN matematyka',
      '15:55 LEARN matematyka',
      '17:00 LEARN biologia',
      '17:55 LEARN biologia',
    ])
  })
})

describe('ties and room', () => {
  it('go by the exam date and subject (the subject’s rank)', () => {
    expect(
      run({
        free: [span('16:00', '18:00')],
        learn: [
          { subject: biology, minutes: 45, count: 1 },
          { subject: subjectPlan('chemia', 0, 1), minutes: 45, count: 1 },
        ],
      }),
    ).toEqual(['16:00 LEARN chemia', '16:55 LEARN biologia'])
  })

  it('places what fits in a short window and a break after each block', () => {
    expect(
      run({
        free: [span('16:00', '16:30'), span('17:00', '18:00')],
        reviews: [review(history, 20)],
        learn: [{ subject: math, minutes: 45, count: 1 }],
      }),
    ).toEqual(['16:00 REVIEW historia', '17:00 LEARN matematyka'])
  })

  it('places nothing when nothing fits', () => {
    expect(
      run({ free: [span('16:00', '16:30')], learn: [{ subject: math, minutes: 45, count: 1 }] }),
    ).toEqual([])
  })
})
