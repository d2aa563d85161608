import { ActivationsRepository } from './activations'
import { ActivityRepository } from './activity'
import { AvatarsRepository } from './avatars'
import { BlogRepository } from './blog'
import { ChatRepository } from './chat'
import { CommunityRepository } from './community'
import { CourseProgressRepository } from './course-progress'
import { DiagnosticsRepository } from './diagnostics'
import { DominationPlanRepository } from './domination-plan'
import { EbooksRepository } from './ebooks'
import { ExerciseImagesRepository } from './exercise-images'
import { ExercisesRepository } from './exercises'
import { FeedbackRepository } from './feedback'
import { FlashcardImagesRepository } from './flashcard-images'
import { FlashcardsRepository } from './flashcards'
import { GrantsRepository } from './grants'
import { IdentityRepository } from './identity'
import { NewsletterRepository } from './newsletter'
import { OrdersRepository } from './orders'
import { OutboxRepository } from './outbox'
import { IdempotencyStore } from '../idempotency/idempotency-store'
import { PasswordResetsRepository } from './password-resets'
import { PaymentProviderRepository } from './payment-provider'
import { PlannerRepository } from './planner'
import { ProgressRepository } from './progress'
import { SeedInstant } from './seed-instant'
import { SignInLockoutsRepository } from './sign-in-lockouts'
import { SubscriptionsRepository } from './subscriptions'
import { TracesRepository } from './traces'
import { UsersRepository } from './users'
import { VerificationCodesRepository } from './verification-codes'
import { WebinarRepository } from './webinar'

/**
 * The mock's whole in-memory state: one repository per area, reset to the deterministic seed.
 * `now` is the mock's clock, for seeds laid out from today.
 */
export function createStore(now: () => Date = () => new Date()) {
  const seedInstant = new SeedInstant(now)
  const activity = new ActivityRepository(seedInstant.get)
  // The league's week totals follow each event a call records (issue 30, decision 0194).
  const progress = new ProgressRepository(activity)
  activity.onRecord((userId) => progress.recorded(userId))
  const store = {
    /** The one instant the chat and the activity log are seeded at, until the next reset. */
    seedInstant,
    blog: new BlogRepository(),
    users: new UsersRepository(),
    grants: new GrantsRepository(),
    avatars: new AvatarsRepository(),
    identity: new IdentityRepository(),
    signInLockouts: new SignInLockoutsRepository(),
    activations: new ActivationsRepository(),
    passwordResets: new PasswordResetsRepository(),
    verificationCodes: new VerificationCodesRepository(),
    courseProgress: new CourseProgressRepository(),
    traces: new TracesRepository(),
    diagnostics: new DiagnosticsRepository(),
    webinar: new WebinarRepository(),
    newsletter: new NewsletterRepository(),
    feedback: new FeedbackRepository(),
    ebooks: new EbooksRepository(),
    community: new CommunityRepository(),
    outbox: new OutboxRepository(),
    activity,
    /** The accounts' XP by day and week (the synthetic league is shared: progress-league.ts). */
    progress,
    orders: new OrdersRepository(),
    subscriptions: new SubscriptionsRepository(now),
    flashcards: new FlashcardsRepository(now),
    flashcardImages: new FlashcardImagesRepository(),
    chat: new ChatRepository(seedInstant.get),
    /** Plans and calendar feeds; the seed's done blocks are in the activity seed (same instant). */
    planner: new PlannerRepository(seedInstant.get),
    /** The domination plan and its check-ins; the seed's check-ins are in the activity seed too. */
    dominationPlan: new DominationPlanRepository(seedInstant.get),
    /** The exercise bank, its reviews and each user's answers; uczen's are in the activity seed too. */
    exercises: new ExercisesRepository(seedInstant.get),
    exerciseImages: new ExerciseImagesRepository(),
    /** Every write's Idempotency-Key, per user (decision 0138). */
    idempotency: new IdempotencyStore(now),
    /** The emulated payment provider's own books (payment-provider/). */
    paymentProvider: new PaymentProviderRepository(),
    /** Back to the seed; with `keepSignIns`, sessions signed in before stay valid. */
    reset(options: { keepSignIns?: boolean } = {}) {
      for (const repository of Object.values(store)) {
        if (repository === store.identity) store.identity.reset(options)
        else if (typeof repository === 'object') repository.reset()
      }
    },
  }
  return store
}

export type Store = ReturnType<typeof createStore>
