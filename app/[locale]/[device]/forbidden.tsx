import { ForbiddenView } from '@/renderer/frame/error-pages/error-views.client';

export default function Forbidden() {
  return <ForbiddenView />;
}
