import { describe, expect, it } from 'vitest'
import { createStore } from '../../src/store'
import { PERSONA_IDS } from '../../src/store/seed/personas'

const UCZEN = PERSONA_IDS.uczen

describe('the seed instant', () => {
  it('seeds the chat and the activity log at one instant, though the clock moves between them', () => {
    let now = Date.parse('2025-10-15T10:00:00.000Z')
    const store = createStore(() => new Date(now))
    const asked = store.chat
      .conversations(UCZEN)
      .flatMap((c) => store.chat.messages(UCZEN, c.id))
      .filter((m) => m.role === 'user')
      .map((m) => m.createdAt)
      .sort()
    now += 90_000
    const events = store.activity.forUser(UCZEN).filter((e) => e.type === 'chat_message')
    expect(events.map((e) => e.occurredAt)).toEqual(asked)

    store.reset()
    now += 60_000
    const after = store.activity.forUser(UCZEN).filter((e) => e.type === 'chat_message')
    expect(after.at(-1)!.occurredAt > events.at(-1)!.occurredAt).toBe(true)
    now += 60_000
    const askedAfter = store.chat
      .conversations(UCZEN)
      .flatMap((c) => store.chat.messages(UCZEN, c.id))
      .map((m) => m.createdAt)
    expect(askedAfter).toContain(after.at(-1)!.occurredAt)
  })
})
