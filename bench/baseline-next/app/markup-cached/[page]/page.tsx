import { Markup } from '../../markup';

// Rendered on first request and then served from Next's cache, as the site's published pages are.
export const revalidate = 3600;

/** None at build: the bench writes the trees after the build, before the first request. */
export function generateStaticParams(): { page: string }[] {
  return [];
}

export default async function MarkupCached({ params }: { params: Promise<{ page: string }> }) {
  return <Markup page={(await params).page} />;
}
