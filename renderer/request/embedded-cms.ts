/**
 * The one place the site reaches the embedded CMS (`cms/`): the portal relay, the preview entry's guess
 * limiter, the in-process transport, the fixture watch the server starts and live preview's listener all
 * come through here, so the boundary is one file.
 */
export { handleCmsRequest } from '@/cms/handler';
export { previewGuessesOf } from '@/cms/http/preview-guesses';
export { onFixturesChanged } from '@/cms/store/watch-fixtures';
export { watchStore } from '@/cms/store/fixture-store';
