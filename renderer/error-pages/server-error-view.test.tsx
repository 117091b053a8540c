// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteMessages } from '../i18n/site-messages.testing';
import { ServerErrorView } from './server-error-view.client';

afterEach(cleanup);

const renderIn = (locale: 'ZH_CN' | 'EN_US', message?: string) =>
  render(
    <SiteMessages locale={locale}>
      <ServerErrorView code="3184207011" message={message} />
    </SiteMessages>,
  ).container.textContent ?? '';

describe('ServerErrorView', () => {
  it('says "server error" in the page language when the error carries no message of its own', () => {
    const chinese = renderIn('ZH_CN');
    expect(chinese).toContain('服务器开小差了');
    expect(chinese).toContain('服务器错误');
    expect(chinese).not.toMatch(/server error/i);
    expect(chinese).toContain('3184207011');
    expect(renderIn('EN_US')).toContain('Server error');
  });

  it('shows the message of an error raised in the browser', () => {
    expect(renderIn('EN_US', 'Loading chunk 7 failed')).toContain('Loading chunk 7 failed');
  });
});
