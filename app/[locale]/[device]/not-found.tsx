import { NotFoundView } from '@/renderer/error-pages/not-found-view.client';

export default function NotFound() {
  return <NotFoundView />;
}
