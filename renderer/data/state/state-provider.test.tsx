// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { getDefaultStore, useAtomValue } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { isMobileAtom, isPreviewAtom, localeAtom, onlineAtom, preTokenAtom, userInfoAtom } from './atoms';
import { StateProvider } from './state-provider.client';

afterEach(cleanup);

function Probe({ id }: { id: string }) {
  const state = {
    locale: useAtomValue(localeAtom),
    isMobile: useAtomValue(isMobileAtom),
    isPreview: useAtomValue(isPreviewAtom),
    preToken: useAtomValue(preTokenAtom),
    userInfo: useAtomValue(userInfoAtom),
    online: useAtomValue(onlineAtom),
  };
  return <pre data-testid={id}>{JSON.stringify(state)}</pre>;
}

describe('StateProvider', () => {
  it('hydrates locale, isMobile and preview from the server, the rest starts at its default', () => {
    render(
      <StateProvider locale="EN_US" isMobile isPreview preToken="••••oken">
        <Probe id="a" />
      </StateProvider>,
    );
    expect(JSON.parse(screen.getByTestId('a').textContent ?? '')).toEqual({
      locale: 'EN_US',
      isMobile: true,
      isPreview: true,
      preToken: '••••oken',
      userInfo: null,
      online: true,
    });
  });

  it('gives each provider its own store and never writes the default store', () => {
    render(
      <>
        <StateProvider locale="EN_US" isMobile isPreview={false} preToken={null}>
          <Probe id="a" />
        </StateProvider>
        <StateProvider locale="ZH_CN" isMobile={false} isPreview={false} preToken={null}>
          <Probe id="b" />
        </StateProvider>
      </>,
    );
    expect(JSON.parse(screen.getByTestId('a').textContent ?? '')).toMatchObject({ locale: 'EN_US', isMobile: true });
    expect(JSON.parse(screen.getByTestId('b').textContent ?? '')).toMatchObject({ locale: 'ZH_CN', isMobile: false });
    expect(getDefaultStore().get(localeAtom)).toBe('ZH_CN');
    expect(getDefaultStore().get(isMobileAtom)).toBe(false);
  });
});
