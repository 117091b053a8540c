import { RootFallback } from '@/renderer/error-pages/root-fallback';

export default function RootNotFound() {
  return <RootFallback status={404} />;
}
