import type { ParsedModule } from '../parse/parse-modules';
import { ModuleErrorBoundary } from './module-error-boundary.client';

/**
 * Renders modules in CMS order, keyed by their CMS id, each in an error boundary: a module whose
 * interactive part throws in the browser disappears and the rest of the page stays. There is
 * deliberately no Suspense boundary per module: streamed boundaries are revealed after the HTML
 * arrives (React batches reveals), which delayed the hero and shifted the layout. Props are
 * validated before rendering, so a server-side throw is a code defect: it fails that render,
 * is logged, and the cache keeps serving the last good page.
 */
export function PageRenderer({ modules }: { modules: readonly ParsedModule[] }) {
  return modules.map((module) => (
    <ModuleErrorBoundary key={module.id} id={module.id} type={module.type}>
      {module.element}
    </ModuleErrorBoundary>
  ));
}
