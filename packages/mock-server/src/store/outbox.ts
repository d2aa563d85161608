import { randomUUID } from 'node:crypto'

/** An email the mock "sent"; GET /__mock/outbox shows them so people and tests can follow links. */
export interface SentEmail {
  id: string
  to: string
  subject: string
  text: string
  link: string | null
  code: string | null
  sentAt: string
}

export class OutboxRepository {
  private emails: SentEmail[] = []

  reset() {
    this.emails = []
  }

  send(email: Omit<SentEmail, 'id' | 'sentAt'>, now: Date): SentEmail {
    const sent = { ...email, id: randomUUID(), sentAt: now.toISOString() }
    this.emails.unshift(sent)
    return sent
  }

  /** Newest first. */
  list(): SentEmail[] {
    return [...this.emails]
  }
}
