/**
 * The app root's 404/403/401 answers, reached only when the locale layout refuses its segment (the proxy
 * never sends such a path). Without them Next puts its default pages' markup, styles included, in every
 * page's payload (about 1 KB gzip); these are a status and a link home, in both languages.
 */
export function RootFallback({ status }: { status: 401 | 403 | 404 }) {
  return (
    <p>
      {status} · <a href="/">返回首页 · Back to home</a>
    </p>
  );
}
