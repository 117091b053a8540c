/**
 * What a link is about, read after its label by screen readers and crawlers but not shown: a label such as
 * "Learn more" (ours, or a CMS's) does not say where it leads on its own.
 */
export function LinkTopic({ topic }: { topic: string }) {
  return <span className="visually-hidden">: {topic}</span>;
}
