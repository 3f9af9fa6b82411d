/**
 * Sign-in's state that never reaches the data file: the pending one-time codes and the limits
 * on sending and guessing them. It lives in the backend's memory, in maps keyed by number or
 * client address, so every check is a map look-up (no scan of past sends) and nothing an
 * unauthenticated caller does grows the data file.
 *
 * Fixed windows: a key's window opens with its first count and closes `windowSeconds` later.
 * Each map is kept in the order its windows opened, so the expired ones are at its front and
 * are swept a few at a time as new ones arrive; a hard cap drops the oldest beyond it, so a
 * flood of new numbers or addresses cannot grow memory without bound.
 */

export interface WindowLimit {
  max: number;
  windowSeconds: number;
}

export interface OtpLimits {
  /** Codes sent to one number, from anywhere. Short, so strangers can hold it for minutes at most. */
  perNumber: WindowLimit;
  /** Codes asked for from one client address, for any numbers. */
  perAddress: WindowLimit;
  /** Codes asked for across the backend; an address's first request in its window is let through above it. */
  overall: WindowLimit;
  /** Wrong codes from one client address, for any numbers. */
  wrongCodesPerAddress: WindowLimit;
  /** Wrong tries at one code from one address; others' wrong tries never use up yours. */
  triesPerCode: number;
  /** How long a code is valid. */
  codeTtlSeconds: number;
}

export const DEFAULT_OTP_LIMITS: OtpLimits = {
  perNumber: { max: 5, windowSeconds: 5 * 60 },
  perAddress: { max: 20, windowSeconds: 10 * 60 },
  overall: { max: 120, windowSeconds: 60 },
  wrongCodesPerAddress: { max: 30, windowSeconds: 10 * 60 },
  triesPerCode: 5,
  codeTtlSeconds: 5 * 60,
};

/** Entries kept at most per map; the oldest go first beyond this. */
const MAX_ENTRIES = 50_000;
/** Distinct addresses that may guess at one code. */
const MAX_ADDRESSES_PER_CODE = 1_000;

interface Window {
  opened: number;
  count: number;
}

class FixedWindows {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly limit: WindowLimit) {}

  private current(key: string, now: number): Window | undefined {
    const window = this.windows.get(key);
    if (window && now - window.opened >= this.limit.windowSeconds * 1000) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  count(key: string, now: number): number {
    return this.current(key, now)?.count ?? 0;
  }

  /** Seconds until `key` may count once more; 0 when it may now. */
  wait(key: string, now: number): number {
    const window = this.current(key, now);
    if (!window || window.count < this.limit.max) return 0;
    return Math.max(1, Math.ceil((window.opened + this.limit.windowSeconds * 1000 - now) / 1000));
  }

  hit(key: string, now: number): void {
    const window = this.current(key, now);
    if (window) {
      window.count += 1;
      return;
    }
    this.sweep(now);
    this.windows.set(key, { opened: now, count: 1 });
  }

  get size(): number {
    return this.windows.size;
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) {
      if (this.windows.size < MAX_ENTRIES && now - window.opened < this.limit.windowSeconds * 1000) break;
      this.windows.delete(key);
    }
  }
}

export interface PendingCode {
  /** null for a number that is not an operator's: no code can match it, and nothing tells. */
  readonly codeHash: string | null;
  readonly salt: string;
  readonly expiresAt: number;
  /** Wrong tries by client address. */
  readonly wrongTries: Map<string, number>;
}

export type SendDecision =
  | { allowed: true }
  | { allowed: false; reason: 'number' | 'address' | 'overall'; retryAfterSeconds: number };

export class OtpGate {
  private readonly pending = new Map<string, PendingCode>();
  private readonly sendsByNumber: FixedWindows;
  private readonly sendsByAddress: FixedWindows;
  private readonly sendsOverall: FixedWindows;
  private readonly wrongByAddress: FixedWindows;

  constructor(readonly limits: OtpLimits = DEFAULT_OTP_LIMITS) {
    this.sendsByNumber = new FixedWindows(limits.perNumber);
    this.sendsByAddress = new FixedWindows(limits.perAddress);
    this.sendsOverall = new FixedWindows(limits.overall);
    this.wrongByAddress = new FixedWindows(limits.wrongCodesPerAddress);
  }

  /**
   * Whether `address` may have a code sent to `phone` now; counts the send when it may. The
   * overall limit refuses only addresses that already asked in their window, so a flood from
   * other addresses never keeps an operator on their own connection from a code.
   */
  trySend(phone: string, address: string, now: number): SendDecision {
    const addressWait = this.sendsByAddress.wait(address, now);
    if (addressWait > 0) return { allowed: false, reason: 'address', retryAfterSeconds: addressWait };
    const numberWait = this.sendsByNumber.wait(phone, now);
    if (numberWait > 0) return { allowed: false, reason: 'number', retryAfterSeconds: numberWait };
    const firstFromAddress = this.sendsByAddress.count(address, now) === 0;
    const overallWait = this.sendsOverall.wait('all', now);
    if (overallWait > 0 && !firstFromAddress) return { allowed: false, reason: 'overall', retryAfterSeconds: overallWait };
    this.sendsByAddress.hit(address, now);
    this.sendsByNumber.hit(phone, now);
    this.sendsOverall.hit('all', now);
    return { allowed: true };
  }

  /** Replaces the number's code (one per number). */
  setPending(phone: string, code: Omit<PendingCode, 'wrongTries'>, now: number): void {
    this.pending.delete(phone);
    for (const [key, entry] of this.pending) {
      if (this.pending.size < MAX_ENTRIES && entry.expiresAt > now) break;
      this.pending.delete(key);
    }
    this.pending.set(phone, { ...code, wrongTries: new Map() });
  }

  /** The number's code, expired or not (the caller says which); undefined when none was sent. */
  pendingFor(phone: string): PendingCode | undefined {
    return this.pending.get(phone);
  }

  forget(phone: string): void {
    this.pending.delete(phone);
  }

  /** Seconds until `address` may guess again after too many wrong codes; 0 when it may. */
  guessWait(address: string, now: number): number {
    return this.wrongByAddress.wait(address, now);
  }

  /** Wrong tries left at this code for this address. */
  triesLeft(code: PendingCode, address: string): number {
    if (!code.wrongTries.has(address) && code.wrongTries.size >= MAX_ADDRESSES_PER_CODE) return 0;
    return Math.max(0, this.limits.triesPerCode - (code.wrongTries.get(address) ?? 0));
  }

  /** Counts a wrong guess; answers the tries left at this code for this address. */
  wrongGuess(code: PendingCode, address: string, now: number): number {
    code.wrongTries.set(address, (code.wrongTries.get(address) ?? 0) + 1);
    this.wrongByAddress.hit(address, now);
    return this.triesLeft(code, address);
  }

  /** How many entries are held (for tests: a flood stays bounded). */
  get sizes() {
    return { pending: this.pending.size, numbers: this.sendsByNumber.size, addresses: this.sendsByAddress.size };
  }
}
