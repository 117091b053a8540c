import { RootFallback } from '@/renderer/error-pages/root-fallback';

export default function RootUnauthorized() {
  return <RootFallback status={401} />;
}
