'use client';

import { useRouteErrorRecovery } from '@/renderer/frame/behaviours/chunk-recovery/use-route-error-recovery';

/** When the error page itself fails: no layout, no dictionary, both languages, a link home. */
export default function GlobalError({ error }: { error: Error }) {
  useRouteErrorRecovery(error);
  return (
    <html lang="zh-CN">
      <body style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '96px 24px' }}>
        <title>页面出错了 · Something went wrong</title>
        <h1>页面出错了 · Something went wrong</h1>
        <p>请稍后再试。Please try again later.</p>
        <p>
          <a href="/">返回首页 · Back to home</a>
        </p>
      </body>
    </html>
  );
}
