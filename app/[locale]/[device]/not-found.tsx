import { NotFoundView } from '@/renderer/error-pages/error-views.client';

export default function NotFound() {
  return <NotFoundView />;
}
