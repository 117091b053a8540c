import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { visibleText } from '@/tests/support/html';
import ErrorStatusPage from './page';

const asked = vi.hoisted(() => ({ statuses: [] as number[] }));
vi.mock('@/renderer/data/request/response-status', () => ({ answerWithStatus: (status: number) => asked.statuses.push(status) }));

// next.config.ts enables forbidden() (experimental.authInterrupts); Next passes that to the server this way.
beforeAll(() => {
  vi.stubEnv('__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS', 'true');
});
afterAll(() => {
  vi.unstubAllEnvs();
});
afterEach(() => {
  asked.statuses = [];
});

const page = async (locale: 'ZH_CN' | 'EN_US', status: string) =>
  renderToStaticMarkup(await ErrorStatusPage({ params: Promise.resolve({ locale, device: 'desktop', status }) }));

describe('the named error pages', () => {
  it('the 500 page answers 500 and shows the server-error message with an error code and message line', async () => {
    expect(visibleText(await page('EN_US', '500'))).toContain('Server error, please try again later.');
    expect(visibleText(await page('EN_US', '500'))).toContain('Error code: 500, message: Server error');
    expect(visibleText(await page('ZH_CN', '500'))).toContain('错误码：500，错误信息：服务器错误');
    expect(asked.statuses).toEqual([500, 500, 500]);
  });

  it('the 405 page answers 405', async () => {
    expect(visibleText(await page('EN_US', '405'))).toContain('Sorry, this request method is not allowed!');
    expect(asked.statuses).toEqual([405]);
  });

  it('the 404 and 403 pages render their view, not a thrown error, and answer their status', async () => {
    for (const status of ['404', '403']) {
      await expect(ErrorStatusPage({ params: Promise.resolve({ locale: 'EN_US', device: 'desktop', status }) })).resolves.toBeTruthy();
    }
    expect(asked.statuses).toEqual([404, 403]);
  });
});
