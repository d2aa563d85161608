import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { NotesAutosaver, type NotesSaveState } from './notes-autosaver'

const serverDown = { status: 503, body: { message: 'Serwer nie odpowiada.', httpsStatus: 503 } }
const tooLong = { status: 400, body: { message: 'Za długa notatka.', httpsStatus: 400 } }

function setup(sendImpl: (text: string) => Promise<string>, confirmed = '') {
  const states: NotesSaveState['kind'][] = []
  const send = vi.fn(sendImpl)
  const onAllSaved = vi.fn()
  const saver = new NotesAutosaver(confirmed, {
    confirmed,
    send,
    onState: (state) => states.push(state.kind),
    onAllSaved,
  })
  return { saver, send, states, onAllSaved }
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('NotesAutosaver', () => {
  it('saves 1 s after typing stops, once, with the last text', async () => {
    const { saver, send, states, onAllSaved } = setup(async (text) => text)
    saver.change('A')
    await vi.advanceTimersByTimeAsync(500)
    saver.change('Ala')
    await vi.advanceTimersByTimeAsync(999)
    expect(send).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(send).toHaveBeenCalledExactlyOnceWith('Ala')
    expect(states.at(-1)).toBe('saved')
    expect(onAllSaved).toHaveBeenCalledTimes(1)
    expect(saver.hasUnsavedText).toBe(false)
  })

  it('retries a failed save with a growing delay until the server is back', async () => {
    let down = true
    const { saver, send, states, onAllSaved } = setup(async (text) => {
      if (down) throw serverDown
      return text
    })
    saver.change('Notatka')
    await vi.advanceTimersByTimeAsync(1000)
    expect(send).toHaveBeenCalledTimes(1)
    expect(states.at(-1)).toBe('failed')
    await vi.advanceTimersByTimeAsync(1000) // first retry after 1 s
    expect(send).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(1999) // the next one waits 2 s
    expect(send).toHaveBeenCalledTimes(2)
    down = false
    await vi.advanceTimersByTimeAsync(1)
    expect(send).toHaveBeenCalledTimes(3)
    expect(states.at(-1)).toBe('saved')
    expect(onAllSaved).toHaveBeenCalledTimes(1)
  })

  it('does not retry an answer that cannot change, but the next edit tries again', async () => {
    const { saver, send, states } = setup(async (text) => {
      if (text.length > 5) throw tooLong
      return text
    })
    saver.change('za długie')
    await vi.advanceTimersByTimeAsync(60_000)
    expect(send).toHaveBeenCalledTimes(1)
    expect(states.at(-1)).toBe('failed')
    saver.change('krót')
    await vi.advanceTimersByTimeAsync(1000)
    expect(send).toHaveBeenLastCalledWith('krót')
    expect(states.at(-1)).toBe('saved')
  })

  it('sends text typed during a save right after it, one request at a time', async () => {
    let release: (value: string) => void = () => undefined
    const { saver, send, states } = setup((text) =>
      text === 'pierwsza' ? new Promise((resolve) => (release = resolve)) : Promise.resolve(text),
    )
    saver.change('pierwsza')
    await vi.advanceTimersByTimeAsync(1000)
    saver.change('pierwsza i druga')
    await vi.advanceTimersByTimeAsync(1000) // the pause is over, but a save is under way
    expect(send).toHaveBeenCalledTimes(1)
    release('pierwsza')
    await vi.advanceTimersByTimeAsync(0)
    expect(send).toHaveBeenLastCalledWith('pierwsza i druga')
    expect(send).toHaveBeenCalledTimes(2)
    expect(states.at(-1)).toBe('saved')
  })

  it('on stop, gives unsaved text one last attempt and then no more retries', async () => {
    const { saver, send, onAllSaved } = setup(async () => {
      throw serverDown
    })
    saver.change('Nie zgub mnie')
    saver.stop()
    expect(send).toHaveBeenCalledExactlyOnceWith('Nie zgub mnie')
    await vi.advanceTimersByTimeAsync(120_000)
    expect(send).toHaveBeenCalledTimes(1)
    expect(onAllSaved).not.toHaveBeenCalled()
  })

  it('saveNow sends a draft found on opening at once', async () => {
    const { saver, send } = setup(async (text) => text, 'stare')
    saver.change('szkic z poprzedniej wizyty')
    saver.saveNow()
    await vi.advanceTimersByTimeAsync(0)
    expect(send).toHaveBeenCalledExactlyOnceWith('szkic z poprzedniej wizyty')
  })
})
