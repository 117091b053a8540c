import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { storedLeadIds } from '../../scripts/load-held/count-leads';
import { fillContactForm, sendContactForm } from '../../scripts/load-held/submitter';
import { EMBEDDED_DATABASE, EMBEDDED_FIXTURES_DIR, EMBEDDED_NAMES, instancePort } from '../../scripts/cluster/layout';
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

test('a fixture saved by rename, twice with different content, reaches the previewers and the previewed page on D and on E each time', async () => {
  const original = fs.readFileSync(FIXTURE, 'utf8');
  expect(original).toContain(HERO);
  const cookie = await previewCookie('d', PRODUCT);
  try {
    for (const save of [1, 2]) {
      const hero = `A cloud platform saved by rename, save ${save} of ${Date.now()}`;
      // Streams of their own per save: one of save 1 cannot stand in for save 2.
      const streams = await Promise.all(EMBEDDED_NAMES.map((name) => openStream(name, cookie)));
      try {
        for (const stream of streams) expect(stream.status).toBe(200);
        saveByRename(FIXTURE, original.replace(HERO, hero));
        for (const [at, name] of EMBEDDED_NAMES.entries()) {
          await expect.poll(() => streams[at]?.events(), { message: `${name}'s stream hears save ${save}`, timeout: 15_000 }).toContain(EVERYTHING_CHANGED);
          const previewed = async () => (await getPage(name, PRODUCT, { host: `en.localhost:${instancePort(name)}`, cookie })).text;
          await expect.poll(previewed, { message: `${name}'s preview shows save ${save}`, timeout: 15_000 }).toContain(hero);
        }
      } finally {
        for (const stream of streams) stream.close();
      }
    }
  } finally {
    fs.writeFileSync(FIXTURE, original);
  }
});
