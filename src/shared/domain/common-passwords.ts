import { COMMON_PASSWORD_LIST } from './common-password-list';

let common: ReadonlySet<string> | undefined;

/**
 * Whether a password is one of the most common ones, whatever its letters' case: the first guesses
 * of anyone trying accounts (docs/rules.md#accounts-sessions-and-codes). Sign-up and reset refuse them.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(COMMON_PASSWORD_LIST.split('\n'));
  return common.has(password.toLowerCase());
}
