/**
 * How often one account may be sent a code, guess a code or fail a second factor: the limits that
 * keep six-digit codes unguessable however often they are re-issued (docs/reliability.md, "Limits").
 *
 * Each limit is a fixed window that opens with the first attempt counted in it: once `max`
 * attempts are counted, further ones are refused until the window ends, and the next attempt
 * after that opens a new window. Two windows apply together (an hour and a day), so a burst is cut
 * short and a patient attacker gets no more in a day than the daily number.
 */
export interface WindowLimit {
  readonly max: number;
  readonly windowSeconds: number;
}

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

/**
 * Wrong codes per account and purpose (sign-up, reset, e-mailed sign-in codes), counted across
 * every code issued: a new code keeps the count. Five an hour is the managed identity service's
 * five tries per code; ten a day keeps an attacker at ten guesses per account, purpose and day.
 */
export const CODE_FAILURE_LIMITS: readonly WindowLimit[] = [
  { max: 5, windowSeconds: HOUR },
  { max: 10, windowSeconds: DAY },
];

/** Wrong second-factor codes (authenticator or e-mailed) per account, across every sign-in and settings change. */
export const MFA_FAILURE_LIMITS: readonly WindowLimit[] = CODE_FAILURE_LIMITS;

/** Codes sent per e-mail address and purpose ("a few an hour"): a mailbox cannot be flooded, nor codes drawn without end. */
export const CODE_ISSUE_LIMITS: readonly WindowLimit[] = [
  { max: 5, windowSeconds: HOUR },
  { max: 20, windowSeconds: DAY },
];

/** How many values a six-digit code can take. */
export const CODE_SPACE = 1_000_000;

/**
 * The most attempts the limits allow in any one day: the daily window's number, or, when the
 * hourly window is tighter, what 24 hourly windows allow. A day window may straddle two calendar
 * days, so "per day" here is per window of 24 hours.
 *
 * @example attemptsPerDay(CODE_FAILURE_LIMITS) // 10
 */
export function attemptsPerDay(limits: readonly WindowLimit[]): number {
  return Math.min(...limits.map((limit) => limit.max * Math.ceil(DAY / limit.windowSeconds)));
}

/**
 * The chance that `guesses` distinct guesses at a uniformly drawn code of `space` values find it:
 * guesses at one code never repeat, and a re-issued code only starts the draw afresh, so the
 * chance is at most guesses / space.
 */
export function guessSuccessProbability(guesses: number, space: number = CODE_SPACE): number {
  return Math.min(1, Math.max(0, guesses) / space);
}

/** A counter's state: how many attempts its current window holds and when that window opened (ms). */
export interface WindowCount {
  readonly count: number;
  readonly windowStartedAt: number;
}

/** When a full window lets the next attempt in, in whole seconds from `now` (at least 1). */
export function secondsUntilWindowEnds(window: WindowCount, limit: WindowLimit, now: number): number {
  const ends = window.windowStartedAt + limit.windowSeconds * 1000;
  return Math.max(1, Math.ceil((ends - now) / 1000));
}
