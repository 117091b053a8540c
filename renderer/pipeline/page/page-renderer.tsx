import { Fragment, type CSSProperties, type ReactNode } from 'react';
import type { PlacedDrop } from '../parse/drop-report';
import type { ParsedModule } from '../parse/parse-modules';
import { ModuleErrorBoundary } from './module-error-boundary.client';

/** A previewer's page: its drops, shown where they stood, and every module marked for the inspector (docs/preview.md, "Inspect"). */
export type InspectMarks = { dropped: readonly PlacedDrop[] };

/** Leaves layout as it was: the inspector outlines a module by its children's boxes. */
const MARK_STYLE: CSSProperties = { display: 'contents' };

/** Inline, so visitors' pages carry no stylesheet rule of it. */
const PLACEHOLDER_STYLE: CSSProperties = {
  boxSizing: 'border-box',
  maxWidth: 'var(--content-width)',
  margin: '8px auto',
  padding: '8px 12px',
  border: '2px dashed #d97706',
  borderRadius: 6,
  background: '#fffbeb',
  color: '#92400e',
  font: '12px/1.4 ui-monospace, monospace',
  scrollMarginTop: '10rem',
};

function Placeholder({ drop }: { drop: PlacedDrop }) {
  return (
    <div data-module-id={drop.id} data-module-type={drop.type} data-dropped-entry={drop.entry} style={PLACEHOLDER_STYLE}>
      {drop.type} #{drop.id}
    </div>
  );
}

/** The drops given, each after the module it followed, or first when that module is not in this list. */
function withDrops(modules: readonly ParsedModule[], dropped: readonly PlacedDrop[], render: (module: ParsedModule) => ReactNode) {
  const ids = new Set(modules.map((module) => module.id));
  const placeholders = (after: string | null) =>
    dropped
      .filter((drop) => (after === null ? drop.after === null || !ids.has(drop.after) : drop.after === after))
      .map((drop) => <Placeholder key={`dropped-${drop.entry}`} drop={drop} />);
  return [
    ...placeholders(null),
    ...modules.map((module) => (
      <Fragment key={module.id}>
        {render(module)}
        {placeholders(module.id)}
      </Fragment>
    )),
  ];
}

/**
 * Renders modules in CMS order, keyed by their CMS id, each in an error boundary: a module whose
 * interactive part throws in the browser disappears and the rest of the page stays. There is
 * deliberately no Suspense boundary per module: streamed boundaries are revealed after the HTML
 * arrives (React batches reveals), which delayed the hero and shifted the layout. Props are
 * validated before rendering, so a server-side throw is a code defect: it fails that render,
 * is logged, and the cache keeps serving the last good page. Visitors' markup is exactly the
 * modules' own; a previewer's (`inspect`) also marks each module and dropped module by its CMS id.
 */
export function PageRenderer({ modules, inspect }: { modules: readonly ParsedModule[]; inspect?: InspectMarks }) {
  const boundary = (module: ParsedModule) => (
    <ModuleErrorBoundary key={module.id} id={module.id} type={module.type}>
      {module.element}
    </ModuleErrorBoundary>
  );
  if (!inspect) return modules.map(boundary);
  return withDrops(modules, inspect.dropped, (module) => (
    <div data-module-id={module.id} data-module-type={module.type} style={MARK_STYLE}>
      {boundary(module)}
    </div>
  ));
}
