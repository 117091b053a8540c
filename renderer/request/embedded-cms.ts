/**
 * The one place the site reaches the embedded CMS (`cms/`): the portal relay, the preview entry's
 * guess limiter and the in-process transport all come through here, so the boundary is one file.
 */
export { handleCmsRequest } from '@/cms/handler';
export { previewGuessesOf } from '@/cms/http/preview-guesses';
