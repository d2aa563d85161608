import { toApiError } from '@app/domain/shared/api-errors'
import { NOTES_AUTOSAVE_DELAY_MS } from '@app/domain/courses/notes-draft'
import { retryDelayMs } from '@app/domain/shared/retry'

export type NotesSaveState =
  | { kind: 'saved' }
  | { kind: 'unsaved' }
  | { kind: 'saving' }
  /** `retryInMs` null: retrying cannot help (e.g. the text is too long); the next edit tries again. */
  | { kind: 'failed'; message: string; retryInMs: number | null }

export interface NotesAutosaverOptions {
  /** The text the server has. */
  confirmed: string
  /** Saves the text; resolves with what the server stored, rejects like the API client does. */
  send: (text: string) => Promise<string>
  onState: (state: NotesSaveState) => void
  /** The server has exactly the text shown: the local draft can go. */
  onAllSaved: () => void
}

/** Answers worth retrying: the server or the network failed, or it timed out. */
const isTransient = (status: number) => status >= 500 || status === 408 || status === 429

/**
 * The save loop of episode notes, outside React so that it is one object per episode: the text
 * is sent 1 s after typing stops, one request at a time (text typed meanwhile goes next); a failed
 * save is retried with a growing delay (1 s, 2 s, 4 s … 30 s) or on request.
 */
export class NotesAutosaver {
  private current: string
  private confirmed: string
  private inFlight = false
  private failures = 0
  private timer: ReturnType<typeof setTimeout> | undefined
  private active = true

  constructor(
    text: string,
    private readonly options: NotesAutosaverOptions,
  ) {
    this.current = text
    this.confirmed = options.confirmed
  }

  get hasUnsavedText(): boolean {
    return this.current !== this.confirmed
  }

  get text(): string {
    return this.current
  }

  /** The user typed: save after the pause. */
  change(text: string) {
    this.current = text
    this.failures = 0
    if (!this.inFlight) this.options.onState({ kind: 'unsaved' })
    this.schedule(NOTES_AUTOSAVE_DELAY_MS)
  }

  /** Save now (a draft found on opening, the browser back online, the "save now" button). */
  saveNow() {
    this.schedule(0)
  }

  /** Runs the loop again after `stop` (React may mount the same component twice). */
  start() {
    this.active = true
  }

  /**
   * Stops the loop (the notes close). Text not yet saved gets one last attempt, without retries:
   * it stays in the local draft until a save is confirmed.
   */
  stop() {
    this.active = false
    clearTimeout(this.timer)
    if (!this.hasUnsavedText || this.inFlight) return
    const sending = this.current
    this.options.send(sending).then(
      (stored) => {
        this.confirmed = stored
        if (!this.hasUnsavedText) this.options.onAllSaved()
      },
      () => undefined,
    )
  }

  private schedule(ms: number) {
    clearTimeout(this.timer)
    this.timer = setTimeout(() => void this.save(), ms)
  }

  private async save() {
    if (!this.active || this.inFlight) return
    if (!this.hasUnsavedText) {
      this.options.onAllSaved()
      this.options.onState({ kind: 'saved' })
      return
    }
    const sending = this.current
    this.inFlight = true
    this.options.onState({ kind: 'saving' })
    try {
      this.confirmed = await this.options.send(sending)
      this.failures = 0
    } catch (error) {
      const { message, httpsStatus } = toApiError(error)
      const retryInMs = isTransient(httpsStatus) ? retryDelayMs(this.failures) : null
      this.failures += 1
      this.options.onState({ kind: 'failed', message, retryInMs })
      if (retryInMs !== null && this.active) this.schedule(retryInMs)
      return
    } finally {
      this.inFlight = false
    }
    // Text typed meanwhile goes next, without waiting for another pause.
    if (this.hasUnsavedText) void this.save()
    else {
      this.options.onAllSaved()
      this.options.onState({ kind: 'saved' })
    }
  }
}
