import { ForbiddenView } from '@/renderer/error-pages/forbidden-view.client';

export default function Forbidden() {
  return <ForbiddenView />;
}
