import 'server-only';
import { Suspense, type ReactNode } from 'react';
import { accessFallbackStatus } from '../../pipeline/page/access-status';
import { answerWithStatus } from '../../data/request/response-status';
import { ForbiddenView, NotFoundView } from './error-views.client';

function Rethrow({ error }: { error: unknown }): never {
  throw error;
}

/**
 * A page or layout whose notFound() and forbidden() arrive as a complete page. Thrown outside a Suspense
 * boundary, they give Next's empty `<html id="__next_error__">` shell, filled in only by JavaScript
 * (vercel/next.js#62228). So the view is rendered here, inside the layout, and the same error is thrown
 * again inside a Suspense boundary: a cached route (rendered whole before it is sent) still answers 403 or
 * 404 and noindex, and the browser's segment boundary (not-found.tsx, forbidden.tsx) shows the same view.
 * A page rendered per request (a preview, a news list) is streamed, its head sent before that boundary
 * settles, so it asks for its status here (data/request/response-status.ts).
 */
export function withAccessFallback<P>(render: (props: P) => Promise<ReactNode>): (props: P) => Promise<ReactNode> {
  return async function AccessFallback(props: P) {
    try {
      return await render(props);
    } catch (error) {
      const status = accessFallbackStatus(error);
      if (status === undefined) throw error;
      answerWithStatus(status);
      return (
        <>
          {status === 403 ? <ForbiddenView /> : <NotFoundView />}
          <Suspense fallback={null}>
            <Rethrow error={error} />
          </Suspense>
        </>
      );
    }
  };
}
