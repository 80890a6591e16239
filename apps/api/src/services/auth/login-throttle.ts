/**
 * Slows password guessing against one account without locking its owner out: after a few failures
 * in the window, each further attempt on that account waits longer (up to a cap) before it is
 * checked. A hard per-IP limit (rate-limit plugin) stops a single guesser outright.
 */
export class LoginThrottle {
  readonly #failures = new Map<string, { count: number; first: number }>();
  constructor(
    private readonly options = { freeFailures: 5, baseDelayMs: 250, maxDelayMs: 5000, windowMs: 15 * 60_000 },
  ) {}

  delayFor(email: string, now = Date.now()): number {
    const entry = this.#entry(email, now);
    if (!entry || entry.count < this.options.freeFailures) return 0;
    const extra = entry.count - this.options.freeFailures;
    return Math.min(this.options.baseDelayMs * 2 ** extra, this.options.maxDelayMs);
  }

  recordFailure(email: string, now = Date.now()): void {
    const key = email.trim().toLowerCase();
    const entry = this.#entry(email, now);
    this.#failures.set(
      key,
      entry ? { count: entry.count + 1, first: entry.first } : { count: 1, first: now },
    );
    if (this.#failures.size > 50_000) this.#prune(now);
  }

  recordSuccess(email: string): void {
    this.#failures.delete(email.trim().toLowerCase());
  }

  #entry(email: string, now: number) {
    const key = email.trim().toLowerCase();
    const entry = this.#failures.get(key);
    if (entry && now - entry.first > this.options.windowMs) {
      this.#failures.delete(key);
      return undefined;
    }
    return entry;
  }

  #prune(now: number) {
    for (const [key, entry] of this.#failures) {
      if (now - entry.first > this.options.windowMs) this.#failures.delete(key);
    }
  }
}
