const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'", nbsp: ' ' };

const decode = (text: string) => text.replace(/&(#x27|#39|amp|lt|gt|quot|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '');

/** What a visitor reads: tags and comments removed, entities decoded, whitespace collapsed. */
export function visibleText(html: string): string {
  return decode(html.replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

/** Text of the headings of the given levels, in document order. */
export function headings(html: string, levels: readonly number[] = [1, 2]): string[] {
  return [...html.matchAll(/<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>/g)]
    .filter((match) => levels.includes(Number(match[1])))
    .map((match) => visibleText(match[2] ?? ''));
}

/** The `<section>` whose heading is `title` (sections in our modules do not nest). */
export function sectionTitled(html: string, title: string): string | undefined {
  return [...html.matchAll(/<section\b[\s\S]*?<\/section>/g)].map((match) => match[0]).find((section) => headings(section).includes(title));
}

/** One tag per line, so a snapshot of rendered HTML reads like markup. */
export function formatHtml(html: string): string {
  return html.replace(/></g, '>\n<');
}
