import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { storedLeadIds } from '../../scripts/load-held/count-leads';
import { fillContactForm, sendContactForm } from '../../scripts/load-held/submitter';
import { EMBEDDED_DATABASE, EMBEDDED_FIXTURES_DIR, EMBEDDED_NAMES, instancePort, type InstanceName } from '../../scripts/cluster/layout';
import { heroTitle, readDetail } from '../e2e/support/content';
import { getPage } from './support/http';
import { openStream, previewCookie } from './support/preview-stream';

/**
 * Instances of one machine without an external CMS share the embedded CMS's SQLite file: a captcha one
 * instance showed is checked by another, and a lead sent twice with one key is stored once. They share its
 * fixtures folder too: a fixture saved, however it is saved, reaches every instance's previews.
 */
test('a form shown by instance D and sent to instance E is stored once in their shared SQLite file, and again to D is not stored twice', async () => {
  const host = `localhost:${instancePort('d')}`;
  const form = await fillContactForm(instancePort('d'), 0, host);
  const before = storedLeadIds(EMBEDDED_DATABASE).size;

  const first = await sendContactForm(instancePort('e'), form);
  expect(storedLeadIds(EMBEDDED_DATABASE).has(first.receiptId), "E checked D's captcha and stored the lead").toBe(true);

  const again = await sendContactForm(instancePort('d'), form);
  expect(again.receiptId, 'the same lead, answered again').toBe(first.receiptId);
  expect(storedLeadIds(EMBEDDED_DATABASE).size).toBe(before + 1);
});

const PRODUCT = '/product/enterprise-cloud';
/** The product's English fixture in the run's copy (global setup copies fixtures/ for the embedded instances). */
const FIXTURE = path.join(EMBEDDED_FIXTURES_DIR, 'EN_US', 'details', 'product', 'enterprise-cloud.json');
const HERO = heroTitle(readDetail('EN_US', PRODUCT));
/** What a fixture edit is reported as: a change of everything. */
const EVERYTHING_CHANGED = JSON.stringify({ tags: [], paths: [], all: true });

/** Saves `text` over `file` as `sed -i`, most editors and `git checkout` do: a new file beside it, renamed over it. */
function saveByRename(file: string, text: string): void {
  const temporary = path.join(path.dirname(file), `sed${process.pid}${Date.now()}`);
  fs.writeFileSync(temporary, text);
  fs.renameSync(temporary, file);
}

/** The hero title of the product as a previewer on `instance` gets it. */
async function previewedHero(instance: InstanceName, cookie: string): Promise<string | undefined> {
  const page = await getPage(instance, PRODUCT, { host: `en.localhost:${instancePort(instance)}`, cookie });
  return /<h1[^>]*>([^<]*)<\/h1>/.exec(page.text)?.[1];
}

test('a fixture saved by rename, twice with different content, reaches the previewers and the previewed page on D and on E each time', async () => {
  const original = fs.readFileSync(FIXTURE, 'utf8');
  expect(original).toContain(HERO);
  const cookie = await previewCookie('d', PRODUCT);
  try {
    for (const save of [1, 2]) {
      const hero = `A cloud platform saved by rename, save ${save} of ${Date.now()}`;
      // Streams of their own per save: what they heard of save 1 is not counted for save 2.
      const streams = await Promise.all(EMBEDDED_NAMES.map((name) => openStream(name, cookie)));
      try {
        for (const stream of streams) expect(stream.status).toBe(200);
        saveByRename(FIXTURE, original.replace(HERO, hero));
        for (const [at, name] of EMBEDDED_NAMES.entries()) {
          // The preview render reads the instance's own store: it shows the save once that instance read it again.
          await expect.poll(() => previewedHero(name, cookie), { message: `${name}'s preview shows save ${save}`, timeout: 15_000 }).toBe(hero);
          await expect.poll(() => streams[at]?.events(), { message: `${name}'s stream hears save ${save}`, timeout: 15_000 }).toContain(EVERYTHING_CHANGED);
        }
      } finally {
        for (const stream of streams) stream.close();
      }
    }
  } finally {
    fs.writeFileSync(FIXTURE, original);
  }
});
