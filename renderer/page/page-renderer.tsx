import { Suspense } from 'react';
import type { ParsedModule } from '../parse/parse-modules';
import { ModuleErrorBoundary } from './module-error-boundary.client';

/**
 * Renders modules in CMS order, keyed by their CMS id. Each sits in its own Suspense and error
 * boundary: a module that throws on the server is left out of the HTML and retried in the browser,
 * where the boundary hides it if it throws again.
 */
export function PageRenderer({ modules }: { modules: readonly ParsedModule[] }) {
  return modules.map((module) => (
    <Suspense key={module.id} fallback={null}>
      <ModuleErrorBoundary id={module.id} type={module.type}>
        {module.element}
      </ModuleErrorBoundary>
    </Suspense>
  ));
}
