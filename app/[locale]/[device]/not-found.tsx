import { NotFoundView } from '@/renderer/frame/error-pages/error-views.client';

export default function NotFound() {
  return <NotFoundView />;
}
