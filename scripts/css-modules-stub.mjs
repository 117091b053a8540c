// Lets Node load the module components outside Next: a `.css` import becomes an object whose keys are their own names.
export async function load(url, context, nextLoad) {
  if (url.endsWith('.css')) {
    return { format: 'module', shortCircuit: true, source: 'export default new Proxy({}, { get: (_, key) => String(key) });' };
  }
  return nextLoad(url, context);
}
