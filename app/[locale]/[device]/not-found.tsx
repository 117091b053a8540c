import { NotFoundView } from '@/renderer/layout/not-found-view.client';

export default function NotFound() {
  return <NotFoundView />;
}
