'use client';

import { lazy, Suspense, type ComponentProps } from 'react';
import type { ChatWidget as ChatWidgetLeaf } from './chat/chat-widget.client';
import type { CookieNotice as CookieNoticeLeaf } from './cookie-consent/cookie-notice.client';

/*
 * Each is one site language's alone (the notice English, the chat Chinese) and shows nothing until the
 * browser decides, so its code is fetched by the pages that render it, not in every page's first-load scripts.
 */
const LazyCookieNotice = lazy(() => import('./cookie-consent/cookie-notice.client').then(({ CookieNotice }) => ({ default: CookieNotice })));
const LazyChatWidget = lazy(() => import('./chat/chat-widget.client').then(({ ChatWidget }) => ({ default: ChatWidget })));

export function CookieNotice(props: ComponentProps<typeof CookieNoticeLeaf>) {
  return (
    <Suspense fallback={null}>
      <LazyCookieNotice {...props} />
    </Suspense>
  );
}

export function ChatWidget(props: ComponentProps<typeof ChatWidgetLeaf>) {
  return (
    <Suspense fallback={null}>
      <LazyChatWidget {...props} />
    </Suspense>
  );
}
