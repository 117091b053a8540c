import { beforeAll } from 'vitest';
import { handleCmsRequest } from '@/renderer/data/request/embedded-cms';

/**
 * Loads the embedded CMS and reads its fixtures before the calling file's tests: a server's first CMS call
 * does both, seconds on a busy machine, which here get their own allowance rather than the first test's five.
 */
export function warmEmbeddedCms(): void {
  beforeAll(async () => {
    const response = await handleCmsRequest(new Request('http://localhost/api/portal/v1/website'));
    if (!response.ok) throw new Error(`the embedded CMS answered its warm-up with ${response.status}`);
  }, 60_000);
}
