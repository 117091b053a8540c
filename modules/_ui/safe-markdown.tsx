import Markdown from 'react-markdown';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';

/** Markdown (with GFM tables and lists) or HTML from the CMS. Sanitizing runs after raw HTML is parsed, so no script, handler or `javascript:` URL survives. */
export function SafeMarkdown({ source, className }: { source: string; className?: string }) {
  return (
    <div className={className}>
      <Markdown remarkPlugins={[remarkGfm]} rehypePlugins={[rehypeRaw, rehypeSanitize]}>{source}</Markdown>
    </div>
  );
}
