import type { QuizProgress, QuizState } from '@app/contract/user'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { QuizOutbox } from './quiz-outbox'

const USER = 'user-1'
const serverDown = { status: 503, body: { message: 'Serwer nie odpowiada.', httpsStatus: 503 } }
const refused = {
  status: 400,
  body: { message: 'W liceum wybierz klasę od 1 do 4.', httpsStatus: 400 },
}

const school: QuizProgress = { userId: USER, field: 'schoolType', value: 'LICEUM' }
const grade: QuizProgress = { userId: USER, field: 'grade', value: 2 }
const hours: QuizProgress = { userId: USER, field: 'weeklyStudyHours', value: 6 }

function setup(send: (entry: QuizProgress) => Promise<QuizState>, stored: unknown = null) {
  const server: QuizState['answers'] = {}
  const saved: QuizState[] = []
  const stores: (readonly QuizProgress[])[] = []
  const sendMock = vi.fn(send)
  const outbox = new QuizOutbox(USER, {
    send: sendMock,
    onSaved: (state) => saved.push(state),
    load: () => stored,
    store: (pending) => stores.push(pending),
  })
  return { outbox, send: sendMock, saved, stores, server }
}

/** A server that stores every answer it receives. */
function acceptingServer() {
  const answers: QuizState['answers'] = {}
  return async (entry: QuizProgress): Promise<QuizState> => {
    Object.assign(answers, { [entry.field]: entry.value })
    return { hasSolvedInitialQuiz: false, answers: { ...answers }, nextField: null }
  }
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('QuizOutbox', () => {
  it('sends an answer at once and says it is saved', async () => {
    const { outbox, saved, stores } = setup(acceptingServer())
    await expect(outbox.submit(school)).resolves.toBe('saved')
    expect(saved.at(-1)?.answers).toEqual({ schoolType: 'LICEUM' })
    expect(outbox.snapshot().pending).toEqual([])
    // Kept while waiting, removed once confirmed.
    expect(stores).toEqual([[school], []])
  })

  it('keeps a failing answer, retries after 1, 2, 4 s and sends what came after in order', async () => {
    let down = 3
    const accept = acceptingServer()
    const { outbox, send } = setup(async (entry) => {
      if (down > 0) {
        down -= 1
        throw serverDown
      }
      return accept(entry)
    })
    await expect(outbox.submit(school)).resolves.toBe('queued')
    expect(outbox.snapshot().retryInMs).toBe(1000)
    expect(outbox.pendingAnswers()).toEqual({ schoolType: 'LICEUM' })
    // Given while the first waits: queued behind it, not sent out of order.
    await expect(outbox.submit(grade)).resolves.toBe('queued')
    await vi.advanceTimersByTimeAsync(1000)
    expect(outbox.snapshot().retryInMs).toBe(2000)
    await vi.advanceTimersByTimeAsync(2000)
    expect(outbox.snapshot().retryInMs).toBe(4000)
    await vi.advanceTimersByTimeAsync(3999)
    expect(send).toHaveBeenCalledTimes(3)
    await vi.advanceTimersByTimeAsync(1)
    expect(send.mock.calls.map(([entry]) => entry.field)).toEqual([
      'schoolType',
      'schoolType',
      'schoolType',
      'schoolType',
      'grade',
    ])
    expect(outbox.snapshot()).toEqual({ pending: [], retryInMs: null })
  })

  it('never waits more than 30 s between attempts', async () => {
    const { outbox } = setup(async () => {
      throw serverDown
    })
    void outbox.submit(school)
    for (let elapsed = 0; elapsed < 200_000; elapsed += 1000)
      await vi.advanceTimersByTimeAsync(1000)
    expect(outbox.snapshot().retryInMs).toBe(30_000)
  })

  it('drops a refused answer and hands its error to the caller', async () => {
    const { outbox } = setup(async () => {
      throw refused
    })
    await expect(outbox.submit(grade)).rejects.toBe(refused)
    expect(outbox.snapshot()).toEqual({ pending: [], retryInMs: null })
  })

  it('a newer answer to the same question replaces the waiting one', async () => {
    let down = true
    const accept = acceptingServer()
    const { outbox, send } = setup(async (entry) => {
      if (down) throw serverDown
      return accept(entry)
    })
    await outbox.submit(hours)
    await outbox.submit({ ...hours, value: 8 })
    expect(outbox.pendingAnswers()).toEqual({ weeklyStudyHours: 8 })
    down = false
    await vi.advanceTimersByTimeAsync(1000)
    expect(send.mock.calls.at(-1)?.[0]).toEqual({ ...hours, value: 8 })
    expect(outbox.snapshot().pending).toEqual([])
  })

  it('drained() tries at once and resolves with the answers the server confirmed', async () => {
    let down = true
    const accept = acceptingServer()
    const { outbox } = setup(async (entry) => {
      if (down) throw serverDown
      return accept(entry)
    })
    await outbox.submit(school)
    await outbox.submit(grade)
    down = false
    await expect(outbox.drained()).resolves.toEqual({ schoolType: 'LICEUM', grade: 2 })
  })

  it('drained() rejects when a waiting answer is refused', async () => {
    let answer: 'down' | 'refuse' = 'down'
    const { outbox } = setup(async () => {
      throw answer === 'down' ? serverDown : refused
    })
    await outbox.submit(grade)
    answer = 'refuse'
    await expect(outbox.drained()).rejects.toBe(refused)
  })

  it('sends what a reload left in storage, only the same user’s well-formed answers', async () => {
    const stored = [school, { ...grade, userId: 'someone-else' }, { field: 'unknown', value: 1 }, 7]
    const { outbox, send } = setup(acceptingServer(), stored)
    expect(outbox.pendingAnswers()).toEqual({ schoolType: 'LICEUM' })
    await vi.advanceTimersByTimeAsync(0)
    expect(send).toHaveBeenCalledExactlyOnceWith(school)
    expect(outbox.snapshot().pending).toEqual([])
  })
})
