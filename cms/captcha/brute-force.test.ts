import { describe, expect, it, vi } from 'vitest';
import { MIN_FILL_MS } from '../forms/fill-time';
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
const later = (ms: number) => vi.setSystemTime(Date.now() + ms);

// Every guess is a request with its own proof of work, many with a new image: seconds on a busy machine.
describe('brute-forcing the captcha', { timeout: 60_000 }, () => {
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
    // Images fetched in a burst, the fill time waited out once for all of them, then one guess each.
    const browsers: TestBrowser[] = [];
    for (let attempt = 0; attempt < 150; attempt += 1) {
      const browser = new TestBrowser(undefined, ATTACKER);
      if ((await browser.captcha()).status === 200) browsers.push(browser);
    }
    later(MIN_FILL_MS);
    const verdicts = [];
    for (const browser of browsers) verdicts.push((await browser.post('/contact', contact(wrongFor(browser.answer())))).code);
    expect(verdicts).toHaveLength(CAPTCHA_POLICY.perAddress);
    expect(new Set(verdicts)).toEqual(new Set(['42200002']));
    expect(leadCount()).toBe(0);

    // Every image has a fresh random code, so no guess rules anything out: each wins with odds 1 in 234,256,
    // and a random guesser needs 234,256 guesses on average (even odds after ln 2 of that, about 162,000).
    expect(GUESS_SPACE).toBe(234_256);
    // At 60 a minute that is about 65 hours of one address (45 hours for even odds). The per-address limit
    // is all that bounds it: k addresses (IPv6: k /64s) divide it, 16 of them to about 4 hours, 32 to about
    // 2; the global cap bounds storage, not guessing. Nothing here slows a solver that reads the image.
    const hoursForOneAddress = GUESS_SPACE / (CAPTCHA_POLICY.perAddress * 60);
    expect(hoursForOneAddress).toBeCloseTo(65.1, 1);
    expect(hoursForOneAddress / 16).toBeCloseTo(4.07, 2);
  });

  it('with one cookie: 10 guesses a minute, whatever the address', async () => {
    const browser = new TestBrowser(undefined, ATTACKER);
    let granted = 0;
    for (let attempt = 0; attempt < 30; attempt += 1) {
      if ((await browser.captcha()).status !== 200) continue;
      granted += 1;
      // Waited once: the fill time counts from the cookie's first image, not from each new one.
      if (granted === 1) later(MIN_FILL_MS);
      expect((await browser.post('/contact', contact(wrongFor(browser.answer())))).code).toBe('42200002');
    }
    expect(granted).toBe(CAPTCHA_POLICY.perVisitor);
    later(CAPTCHA_POLICY.windowMs);
    expect((await browser.captcha()).status).toBe(200);
  });
});
