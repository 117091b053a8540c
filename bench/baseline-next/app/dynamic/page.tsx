import { Article } from '../article';

// Rendered on every request: the framework's per-request ceiling.
export const dynamic = 'force-dynamic';

export default function DynamicPage() {
  return <Article />;
}
