import 'server-only';
import { Suspense, type ReactNode } from 'react';
import { accessFallbackStatus } from '../page/access-fallback';
import { ForbiddenView } from './forbidden-view.client';
import { NotFoundView } from './not-found-view.client';

function Rethrow({ error }: { error: unknown }): never {
  throw error;
}

/**
 * A page or layout whose notFound() and forbidden() arrive as a complete page. Thrown outside a Suspense
 * boundary, they give Next's empty `<html id="__next_error__">` shell, filled in only by JavaScript
 * (vercel/next.js#62228). So the view is rendered here, inside the layout, and the same error is thrown
 * again inside a Suspense boundary: Next still answers 403 or 404 and marks the page noindex, and the
 * browser's segment boundary (not-found.tsx, forbidden.tsx) shows the same view after hydration.
 */
export function withAccessFallback<P>(render: (props: P) => Promise<ReactNode>): (props: P) => Promise<ReactNode> {
  return async function AccessFallback(props: P) {
    try {
      return await render(props);
    } catch (error) {
      const status = accessFallbackStatus(error);
      if (status === undefined) throw error;
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
