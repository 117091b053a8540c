import { RootFallback } from '@/renderer/frame/error-pages/root-fallback';

export default function RootForbidden() {
  return <RootFallback status={403} />;
}
