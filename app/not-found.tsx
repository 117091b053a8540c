import { RootFallback } from '@/renderer/frame/error-pages/root-fallback';

export default function RootNotFound() {
  return <RootFallback status={404} />;
}
