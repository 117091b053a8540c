'use client';

import { useRouteErrorRecovery } from '@/renderer/behaviours/chunk-recovery/use-route-error-recovery';
import { ServerErrorView } from '@/renderer/error-pages/server-error-view.client';

/** Production hides server error messages; the digest is the code a visitor can quote to support. */
export default function PageError({ error }: { error: Error & { digest?: string } }) {
  useRouteErrorRecovery(error);
  return <ServerErrorView code={error.digest ?? '500'} message={error.digest ? undefined : error.message} />;
}
