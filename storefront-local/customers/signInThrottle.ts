/**
 * Failed sign-ins counted per e-mail and per client in a sliding window. Past the limit of either,
 * sign-in is refused — even with the right password, so guessing on cannot confirm a hit — until
 * the oldest failure leaves the window. A success clears its e-mail's count (not its client's).
 * Both maps are bounded, so a flood of distinct e-mails cannot grow memory without end.
 */

export interface ThrottleLimits {
  /** Failures per e-mail in the window before that e-mail is refused. */
  perEmail: number;
  /** Failures per client (IP) in the window, over all e-mails, before that client is refused. */
  perClient: number;
  windowMs: number;
  /** The most keys kept per map; the least recently failed go first. */
  maxKeys: number;
}

export const DEFAULT_THROTTLE_LIMITS: ThrottleLimits = { perEmail: 5, perClient: 30, windowMs: 15 * 60_000, maxKeys: 10_000 };

class FailureWindow {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly maxKeys: number,
  ) {}

  private recent(key: string, now: number): number[] {
    const times = (this.failures.get(key) ?? []).filter((time) => now - time < this.windowMs);
    if (times.length) this.failures.set(key, times);
    else this.failures.delete(key);
    return times;
  }

  /** When the key may try again (ms since epoch), or null when it may now. */
  blockedUntil(key: string, now: number): number | null {
    const times = this.recent(key, now);
    return times.length >= this.limit ? (times[times.length - this.limit] as number) + this.windowMs : null;
  }

  fail(key: string, now: number): void {
    const times = this.recent(key, now);
    times.push(now);
    // Re-inserted last: the map's order is least recently failed first.
    this.failures.delete(key);
    this.failures.set(key, times.slice(-this.limit));
    while (this.failures.size > this.maxKeys) {
      const oldest = this.failures.keys().next().value as string;
      this.failures.delete(oldest);
    }
  }

  clear(key: string): void {
    this.failures.delete(key);
  }

  get size(): number {
    return this.failures.size;
  }
}

export class SignInThrottle {
  private readonly emails: FailureWindow;
  private readonly clients: FailureWindow;

  constructor(
    limits: ThrottleLimits = DEFAULT_THROTTLE_LIMITS,
    private readonly now: () => number = Date.now,
  ) {
    this.emails = new FailureWindow(limits.perEmail, limits.windowMs, limits.maxKeys);
    this.clients = new FailureWindow(limits.perClient, limits.windowMs, limits.maxKeys);
  }

  private static emailKey = (email: string): string => email.trim().toLowerCase();

  /** Whether this e-mail or this client has failed too often lately. */
  isThrottled(email: string, client: string | null): boolean {
    const now = this.now();
    return this.emails.blockedUntil(SignInThrottle.emailKey(email), now) !== null || (client !== null && this.clients.blockedUntil(client, now) !== null);
  }

  recordFailure(email: string, client: string | null): void {
    const now = this.now();
    this.emails.fail(SignInThrottle.emailKey(email), now);
    if (client !== null) this.clients.fail(client, now);
  }

  recordSuccess(email: string): void {
    this.emails.clear(SignInThrottle.emailKey(email));
  }

  /** How many e-mails and clients are being counted (for tests of the memory bound). */
  get tracked(): { emails: number; clients: number } {
    return { emails: this.emails.size, clients: this.clients.size };
  }
}
