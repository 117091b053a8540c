'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { afterPageLoad } from '../after-page-load';
import { CHAT_LAUNCHER_SELECTOR, CHAT_MINIMISED_SELECTOR, clickChatControl } from './chat-widget';
import { OPEN_CHAT_EVENT } from './open-chat';

type Props = { src: string; companyId: string; groupId: string };

/**
 * The third-party chat widget (Chinese site). Its script is added shortly after the page's load event, so it never
 * delays rendering; when its host is unreachable nothing else changes and the chat buttons fall back to /contact.
 * A plain script element rather than next/script, whose loader would be in every page's first-load scripts.
 */
export function ChatWidget({ src, companyId, groupId }: Props) {
  const [ready, setReady] = useState(false);
  const pathname = usePathname();

  // On each navigation a minimised live chat is restored.
  useEffect(() => {
    clickChatControl(CHAT_MINIMISED_SELECTOR);
  }, [pathname]);

  useEffect(() => {
    if (!ready) return;
    const open = (event: Event) => {
      if (clickChatControl(CHAT_LAUNCHER_SELECTOR)) event.preventDefault();
    };
    window.addEventListener(OPEN_CHAT_EVENT, open);
    return () => window.removeEventListener(OPEN_CHAT_EVENT, open);
  }, [ready]);

  useEffect(
    () =>
      afterPageLoad(() => {
        const script = Object.assign(document.createElement('script'), { src, async: true });
        script.dataset.companyId = companyId;
        script.dataset.groupId = groupId;
        script.addEventListener('load', () => setReady(true), { once: true });
        document.body.append(script);
      }),
    [src, companyId, groupId],
  );

  return null;
}
