/**
 * The instant the seeds laid out from the clock are laid out at: the clock's when a seed is
 * first asked for after a reset, then the same for every store until the next reset. So the
 * chat's seeded questions of today and their `chat_message` events in the activity log have the
 * same times, whichever store is used first and however far a real clock has moved since.
 */
export class SeedInstant {
  private at: Date | null = null

  constructor(private readonly now: () => Date = () => new Date()) {}

  reset() {
    this.at = null
  }

  readonly get = (): Date => new Date((this.at ??= this.now()).getTime())
}
