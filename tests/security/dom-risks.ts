/**
 * What under `root` could run script: elements that load or run code or redirect the page, event-handler
 * attributes, and script or HTML `data:` URLs in URL attributes. Self-contained (no outer names), so
 * Playwright can run it in the page with `locator.evaluate(scriptRisks)` as well as jsdom in unit tests.
 */
export function scriptRisks(root: Element): string[] {
  const elements = ['script', 'iframe', 'frame', 'object', 'embed', 'base', 'form', 'style', 'meta', 'link', 'applet', 'template'];
  const urlAttributes = ['href', 'src', 'srcset', 'action', 'formaction', 'xlink:href', 'data', 'background', 'poster', 'srcdoc', 'to', 'values'];
  // Browsers ignore ASCII whitespace and controls inside a scheme.
  const scriptUrl = (value: string) => /^(?:javascript|vbscript|data):/i.test(value.replace(/[\u0000-\u0020]/g, ''));
  const found: string[] = [];
  for (const element of [root, ...root.querySelectorAll('*')]) {
    const tag = element.localName;
    if (elements.includes(tag)) found.push(`<${tag}> element`);
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on')) found.push(`<${tag} ${name}>`);
      if (name === 'style' && /url\s*\(|expression\s*\(/i.test(attribute.value)) found.push(`<${tag} style> with url() or expression()`);
      if (urlAttributes.includes(name) && scriptUrl(attribute.value)) found.push(`<${tag} ${name}="${attribute.value}">`);
    }
  }
  return found;
}
