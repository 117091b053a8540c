import { Markup } from '../../markup';

// Rendered on every request, as the site's preview is: the framework's per-request floor for that markup.
export const dynamic = 'force-dynamic';

export default async function MarkupPerRequest({ params }: { params: Promise<{ page: string }> }) {
  return <Markup page={(await params).page} />;
}
