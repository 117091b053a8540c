import Markdown from 'react-markdown';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import { markdownComponents } from './markdown-components';
import { isTooDeep } from './nesting-depth';

/** Text without any markup: what a too deeply nested article still shows, rather than nothing or a crash. */
const plainText = (source: string) =>
  source
    .replace(/<[^>]*>/g, ' ')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/^[\s>]+/gm, '').replace(/\s+/g, ' ').trim())
    .filter(Boolean);

/** Markdown (with GFM tables and lists) or HTML from the CMS. Sanitizing runs after raw HTML is parsed, so no script, handler or `javascript:` URL survives. */
export function SafeMarkdown({ source, className }: { source: string; className?: string }) {
  if (isTooDeep(source)) {
    // Module schemas refuse such text (the module is dropped); articles and documents come here.
    return (
      <div className={className}>
        {plainText(source).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    );
  }
  return (
    <div className={className}>
      <Markdown remarkPlugins={[remarkGfm]} rehypePlugins={[rehypeRaw, rehypeSanitize]} components={markdownComponents}>
        {source}
      </Markdown>
    </div>
  );
}
