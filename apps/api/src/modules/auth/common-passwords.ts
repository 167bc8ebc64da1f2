import { COMMON_PASSWORDS } from './common-passwords.data';

let list: Set<string> | undefined;

/** One of the most common passwords (any letter case), which attackers try first. */
export function isCommonPassword(password: string): boolean {
  list ??= new Set(COMMON_PASSWORDS.split('\n').map((p) => p.trim().toLowerCase()).filter(Boolean));
  return list.has(password.toLowerCase());
}

export const COMMON_PASSWORD_MESSAGE = 'This password is too common and easy to guess. Please choose a less common one.';
