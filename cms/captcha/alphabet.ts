import { randomInt } from 'node:crypto';

/** Letters and digits no one confuses: none of 0 O D Q, 1 I L, 2 Z, 5 S, 8 B, G (it reads as 6). */
export const CAPTCHA_ALPHABET = 'ACEFHJKMNPRTUVWXY34679';
export const CAPTCHA_LENGTH = 4;

export function randomCode(): string {
  let code = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i += 1) code += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return code;
}

/** What a person typed, in the alphabet's case. */
export const normalizeCode = (typed: string): string => typed.trim().toUpperCase();
