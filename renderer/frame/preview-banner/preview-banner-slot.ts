/** The place in the preview banner where the page's own notes for the previewer appear (the drop count). */
export const PREVIEW_BANNER_SLOT_ID = 'preview-banner-notes';
