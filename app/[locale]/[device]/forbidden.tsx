import { ForbiddenView } from '@/renderer/error-pages/error-views.client';

export default function Forbidden() {
  return <ForbiddenView />;
}
