import { RootFallback } from '@/renderer/frame/error-pages/root-fallback';

export default function RootUnauthorized() {
  return <RootFallback status={401} />;
}
