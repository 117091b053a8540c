import { ForbiddenView } from '@/renderer/layout/forbidden-view.client';

export default function Forbidden() {
  return <ForbiddenView />;
}
