import Markdown, { defaultUrlTransform, type UrlTransform } from 'react-markdown';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import { imageSource, optimizedImageUrl } from './image-source';
import { markdownComponents } from './markdown-components';
import { isTooDeep } from './nesting-depth';

/** Text without any markup: what a too deeply nested article still shows, rather than nothing or a crash. */
const plainText = (source: string) =>
  source
    .replace(/<[^>]*>/g, ' ')
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .replace(/^[\s>]+/gm, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean);

/** Links keep react-markdown's safe protocols; images load from the site, remote ones through its optimiser (see imageSource). */
const markdownUrl: UrlTransform = (url, key, node) => {
  if (node.tagName !== 'img' || key !== 'src') return defaultUrlTransform(url);
  const source = imageSource(url);
  if (source.kind === 'refused') return undefined;
  return source.kind === 'remote' ? optimizedImageUrl(source.src) : defaultUrlTransform(source.src);
};

/**
 * Raw HTML reaches the tree only from a `<` in the source: without one, rehype-raw's pass through an HTML
 * parser (a tenth of a preview render's time) changes nothing. The sanitizer runs either way.
 */
const rehypePluginsFor = (source: string) => (source.includes('<') ? [rehypeRaw, rehypeSanitize] : [rehypeSanitize]);

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
      <Markdown remarkPlugins={[remarkGfm]} rehypePlugins={rehypePluginsFor(source)} urlTransform={markdownUrl} components={markdownComponents}>
        {source}
      </Markdown>
    </div>
  );
}
