import { Article } from './article';

/** Prerendered at build time: the framework's cached-page ceiling. */
export default function Page() {
  return <Article />;
}
