// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadErrorText } from '../../i18n/messages/load-on-demand';
import { StateProvider } from '../../data/state/state-provider.client';
import { ServerErrorView } from './error-views.client';

afterEach(cleanup);

/** The view's text once it has imported its messages (the page's own text holds none of them). */
async function renderIn(locale: 'ZH_CN' | 'EN_US', message?: string): Promise<string> {
  let view: HTMLElement | undefined;
  await act(async () => {
    view = render(
      <StateProvider locale={locale} isMobile={false} isPreview={false} preToken={null}>
        <Suspense>
          <ServerErrorView code="3184207011" message={message} />
        </Suspense>
      </StateProvider>,
    ).container;
    await loadErrorText(locale);
  });
  return view?.textContent ?? '';
}

describe('ServerErrorView', () => {
  it('says "server error" in the page language when the error carries no message of its own', async () => {
    const chinese = await renderIn('ZH_CN');
    expect(chinese).toContain('服务器开小差了');
    expect(chinese).toContain('服务器错误');
    expect(chinese).not.toMatch(/server error/i);
    expect(chinese).toContain('3184207011');
    expect(await renderIn('EN_US')).toContain('Server error');
  });

  it('shows the message of an error raised in the browser', async () => {
    expect(await renderIn('EN_US', 'Loading chunk 7 failed')).toContain('Loading chunk 7 failed');
  });
});
