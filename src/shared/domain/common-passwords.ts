import { COMMON_PASSWORD_LIST } from './common-password-list';

let common: ReadonlySet<string> | undefined;

/** Digits and symbols people add to the end of a word they were told is too weak: "password123!". */
const TRAILING_ADDITIONS = /[\d\W_]+$/;

/**
 * Whether a password is one of the most common ones, whatever its letters' case, also with digits
 * or symbols added at the end: the first guesses of anyone trying accounts
 * (docs/rules.md#accounts-sessions-and-codes). Sign-up and reset refuse them.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(COMMON_PASSWORD_LIST.split('\n'));
  const lower = password.toLowerCase();
  return common.has(lower) || common.has(lower.replace(TRAILING_ADDITIONS, ''));
}
