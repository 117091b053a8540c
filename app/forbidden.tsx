import { RootFallback } from '@/renderer/error-pages/root-fallback';

export default function RootForbidden() {
  return <RootFallback status={403} />;
}
