'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, type ReactNode } from 'react';
import { requestChat } from '../../frame/behaviours/chat/open-chat';

type Props = { className: string | undefined; label?: string | undefined; children: ReactNode };

/** Opens the online chat (Chinese site): asks the chat widget through a window event, else goes to /contact after 300 ms. */
export function ChatButton({ className, label, children }: Props) {
  const router = useRouter();
  const cancel = useRef<() => void>(undefined);
  useEffect(() => () => cancel.current?.(), []);
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      onClick={() => {
        cancel.current?.();
        cancel.current = requestChat(() => router.push('/contact'));
      }}
    >
      {children}
    </button>
  );
}
