/**
 * Form and payload bounds. SPEC §5 says "Form field bounds: not shown"; these are our choice
 * (docs/decisions/0008-field-bounds.md). Web forms and the API validate with the same numbers.
 */
export const LIMITS = {
  nameMax: 80,
  passwordMin: 8,
  passwordMax: 128,
  promoCodeMax: 40,
  /** The largest amount of money any call carries, in grosze (1 000 000 zł). */
  moneyMax: 100_000_000,
  articleTitleMax: 160,
  articleSubtitleMax: 300,
  articleAuthorMax: 80,
  articleContentMax: 200_000,
  articleTagsMax: 10,
  tagMax: 40,
  notesMax: 20_000,
  /** Items of an exercise tracker (e.g. own mind maps) and the length of each name. */
  trackedItemsMax: 30,
  trackedItemMax: 120,
  feedbackMax: 5_000,
  /** A contact message needs at least this many characters to be worth answering. */
  contactMessageMin: 10,
  subscriptionSourceMax: 60,
  subscriptionTokenMax: 100,
  verificationCodeLength: 6,
  pageSizeBlog: 6,
  pageSizeTraces: 50,
  pageSizeDiagnostics: 20,
  pageSizeOrders: 50,
  randomArticlesMax: 10,
  /** Flashcards (issue 'Flashcards'): sides, tags, decks and how many of each. */
  deckNameMax: 80,
  flashcardFrontMax: 1_000,
  flashcardBackMax: 4_000,
  flashcardTagsMax: 10,
  decksMax: 100,
  cardsPerDeckMax: 5_000,
  cardsPerUserMax: 20_000,
  newCardsPerDayMax: 100,
  reviewsPerDayMax: 1_000,
  retentionMinPercent: 70,
  retentionMaxPercent: 97,
  /** How long one card may be looked at before its grade, as a review reports it (one hour). */
  reviewDurationMaxMs: 3_600_000,
  /** One import call takes this many rows; a file may hold this many in all (sent in chunks). */
  importChunkRows: 500,
  importRowsMax: 5_000,
  importFileBytesMax: 1_048_576,
  pageSizeFlashcards: 50,
  /** The AI study chat (issue 'AI study chat'): a message, a title, how many of each. */
  chatMessageMax: 4_000,
  chatTitleMax: 80,
  chatConversationsMax: 200,
  chatMessagesPerConversationMax: 500,
  pageSizeChatConversations: 50,
  pageSizeChatMessages: 50,
  /** Request bodies over this many bytes are refused with 413. */
  bodyLimitBytes: 1_048_576,
} as const
