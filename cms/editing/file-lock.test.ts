import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { FileBusyError, withFileLock } from './file-lock';

let folder: string;
let file: string;

beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'file-lock-'));
  file = path.join(folder, 'page.json');
  fs.writeFileSync(file, '{}\n');
});

afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

it('a file another save holds is busy once the tries run out, and the task never runs', async () => {
  const release = await lockfile.lock(file, { realpath: false });
  const task = vi.fn(async () => 'written');
  await expect(withFileLock(file, task, 0)).rejects.toBeInstanceOf(FileBusyError);
  expect(task).not.toHaveBeenCalled();
  await release();
  await expect(withFileLock(file, task, 0)).resolves.toBe('written');
});

it('a lock a crashed process left behind is taken over once it is stale, and released after the task', async () => {
  const left = `${file}.lock`;
  fs.mkdirSync(left);
  const longAgo = new Date(Date.now() - 60_000);
  fs.utimesSync(left, longAgo, longAgo);
  await expect(withFileLock(file, async () => fs.existsSync(left), 0)).resolves.toBe(true);
  expect(fs.existsSync(left)).toBe(false);
});

it('releases the lock when the task fails', async () => {
  await expect(withFileLock(file, () => Promise.reject(new Error('disk full')), 0)).rejects.toThrow('disk full');
  await expect(withFileLock(file, async () => 'next', 0)).resolves.toBe('next');
});
