import type { ChargeRecord, ConversationRecord, MessageRecord } from './chat.types'
import { ksuidAt } from './ksuid'
import { seedChat } from './seed/chat'

export type { ChargeRecord, ConversationRecord, MessageRecord } from './chat.types'

interface UserChat {
  conversations: Map<string, ConversationRecord>
  /** Per conversation, oldest first. */
  messages: Map<string, MessageRecord[]>
  /** In the order they were taken. */
  charges: ChargeRecord[]
}

const emptyUser = (): UserChat => ({ conversations: new Map(), messages: new Map(), charges: [] })

const newestActivityFirst = (a: ConversationRecord, b: ConversationRecord) =>
  b.lastActivityAt.localeCompare(a.lastActivityAt) || b.id.localeCompare(a.id)

/**
 * Each user's chat: conversations, their messages and the charges against the allowance. Every
 * lookup is within the caller's own data, so another user's id is as unknown as a missing one.
 * The seed (seed/chat.ts) is laid out from the clock when the store is first used after a reset.
 */
export class ChatRepository {
  private readonly byUser = new Map<string, UserChat>()
  private seeded = false

  constructor(private readonly now: () => Date = () => new Date()) {}

  reset() {
    this.byUser.clear()
    this.seeded = false
  }

  newId(at: Date): string {
    return ksuidAt(at)
  }

  /** The user's conversations, the latest activity first. */
  conversations(userId: string): ConversationRecord[] {
    return [...this.of(userId).conversations.values()].sort(newestActivityFirst)
  }

  conversation(userId: string, id: string): ConversationRecord | undefined {
    return this.of(userId).conversations.get(id)
  }

  saveConversation(conversation: ConversationRecord): ConversationRecord {
    const own = this.of(conversation.userId)
    own.conversations.set(conversation.id, conversation)
    if (!own.messages.has(conversation.id)) own.messages.set(conversation.id, [])
    return conversation
  }

  /** Removes a conversation with its messages (their charges stay: they were spent). */
  deleteConversation(userId: string, id: string) {
    const own = this.of(userId)
    own.conversations.delete(id)
    own.messages.delete(id)
  }

  /** A conversation's messages, oldest first. */
  messages(userId: string, conversationId: string): MessageRecord[] {
    return [...(this.of(userId).messages.get(conversationId) ?? [])]
  }

  message(userId: string, conversationId: string, id: string): MessageRecord | undefined {
    return this.of(userId)
      .messages.get(conversationId)
      ?.find((message) => message.id === id)
  }

  /** Appends a message, or replaces the one with its id in place. */
  saveMessage(message: MessageRecord): MessageRecord {
    const list = this.of(message.userId).messages.get(message.conversationId)
    if (!list) throw new Error(`No conversation ${message.conversationId}`)
    const at = list.findIndex((m) => m.id === message.id)
    if (at === -1) list.push(message)
    else list[at] = message
    return message
  }

  /** Puts `message` where the message `replacedId` was (a regenerated answer). */
  replaceMessage(replacedId: string, message: MessageRecord): MessageRecord {
    const list = this.of(message.userId).messages.get(message.conversationId) ?? []
    const at = list.findIndex((m) => m.id === replacedId)
    if (at === -1) list.push(message)
    else list[at] = message
    return message
  }

  charges(userId: string): readonly ChargeRecord[] {
    return this.of(userId).charges
  }

  addCharge(charge: ChargeRecord): ChargeRecord {
    this.of(charge.userId).charges.push(charge)
    return charge
  }

  /** Gives a charge back (its answer delivered nothing). */
  removeCharge(userId: string, id: string) {
    const own = this.of(userId)
    own.charges = own.charges.filter((charge) => charge.id !== id)
  }

  /** Everything of the user (the account export). */
  everythingOf(userId: string): { conversation: ConversationRecord; messages: MessageRecord[] }[] {
    const own = this.of(userId)
    return [...own.conversations.values()]
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))
      .map((conversation) => ({
        conversation,
        messages: [...(own.messages.get(conversation.id) ?? [])],
      }))
  }

  /** Forgets the user's conversations, messages and charges (account deletion). */
  deleteUser(userId: string) {
    this.data().delete(userId)
  }

  private of(userId: string): UserChat {
    const data = this.data()
    let own = data.get(userId)
    if (!own) data.set(userId, (own = emptyUser()))
    return own
  }

  private data(): Map<string, UserChat> {
    if (!this.seeded) {
      this.seeded = true
      const seed = seedChat(this.now())
      for (const conversation of seed.conversations) this.saveConversation({ ...conversation })
      for (const message of seed.messages) this.saveMessage({ ...message })
      for (const charge of seed.charges) this.addCharge({ ...charge })
    }
    return this.byUser
  }
}
