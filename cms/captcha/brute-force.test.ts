import { describe, expect, it, vi } from 'vitest';
import { FORM_CASES, leadCount, TestBrowser, withTempDatabase } from '../forms/form-requests.testing';
import { CAPTCHA_ALPHABET, CAPTCHA_LENGTH } from './alphabet';
import { CAPTCHA_POLICY } from './captcha-service';

withTempDatabase();

const ATTACKER = '198.51.100.66';
const GUESS_SPACE = CAPTCHA_ALPHABET.length ** CAPTCHA_LENGTH;
const contact = (code: string) => FORM_CASES[0]?.body('ZH_CN', code) ?? {};
/** A code that is certainly not `answer`: its first character moved along the alphabet. */
const wrongFor = (answer: string) => {
  const next = CAPTCHA_ALPHABET[(CAPTCHA_ALPHABET.indexOf(answer[0] ?? '') + 1) % CAPTCHA_ALPHABET.length] ?? '';
  return `${next}${answer.slice(1)}`;
};

function startClock() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-01T08:00:00Z'));
}

describe('brute-forcing the captcha', () => {
  it('against one image: the first guess uses it up, so even the right code afterwards is refused', async () => {
    const browser = new TestBrowser(undefined, ATTACKER);
    const answer = await browser.solvedCaptcha();
    const wrongGuesses = [...CAPTCHA_ALPHABET].map((char) => char.repeat(CAPTCHA_LENGTH)).filter((code) => code !== answer);
    const guesses = [...wrongGuesses, answer];
    const codes = [];
    for (const guess of guesses) codes.push((await browser.post('/contact', contact(guess))).code);
    expect(codes).toEqual(guesses.map(() => '42200002'));
    expect(leadCount()).toBe(0);
  });

  it('with a new image and a new cookie for every guess: one address gets 60 guesses a minute, then 429', async () => {
    startClock();
    const verdicts: string[] = [];
    let refusedImages = 0;
    for (let attempt = 0; attempt < 150; attempt += 1) {
      const browser = new TestBrowser(undefined, ATTACKER);
      const image = await browser.captcha();
      if (image.status === 429) {
        refusedImages += 1;
        continue;
      }
      verdicts.push((await browser.post('/contact', contact(wrongFor(browser.answer())))).code);
    }
    expect(verdicts).toHaveLength(CAPTCHA_POLICY.perAddress);
    expect(new Set(verdicts)).toEqual(new Set(['42200002']));
    expect(refusedImages).toBe(150 - CAPTCHA_POLICY.perAddress);
    expect(leadCount()).toBe(0);
    // At that rate a random guesser needs 234,256 / 60 minutes on average: about 2.7 months of one address.
    expect(GUESS_SPACE).toBe(234_256);
    expect(CAPTCHA_POLICY.perAddress / GUESS_SPACE).toBeLessThan(0.0003);
  });

  it('with one cookie: 10 guesses a minute, the limit that holds even where the address is unknown (`next start` alone)', async () => {
    startClock();
    const browser = new TestBrowser(undefined, ATTACKER);
    let granted = 0;
    for (let attempt = 0; attempt < 30; attempt += 1) {
      if ((await browser.captcha()).status !== 200) continue;
      granted += 1;
      expect((await browser.post('/contact', contact(wrongFor(browser.answer())))).code).toBe('42200002');
    }
    expect(granted).toBe(CAPTCHA_POLICY.perVisitor);
    vi.setSystemTime(Date.now() + CAPTCHA_POLICY.windowMs);
    expect((await browser.captcha()).status).toBe(200);
  });
});
