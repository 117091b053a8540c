import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_PREVIEW_TOKEN, readCmsConfig } from './config';

describe('preview tokens', () => {
  it('a development server takes the documented development token out of the box', () => {
    expect(readCmsConfig({ NODE_ENV: 'development' }).previewTokens).toEqual([DEVELOPMENT_PREVIEW_TOKEN]);
    expect(readCmsConfig({ NODE_ENV: 'development', CMS_PREVIEW_TOKENS: '' }).previewTokens).toEqual([DEVELOPMENT_PREVIEW_TOKEN]);
  });

  it('a production build takes none until CMS_PREVIEW_TOKENS names them', () => {
    expect(readCmsConfig({ NODE_ENV: 'production' }).previewTokens).toEqual([]);
    expect(readCmsConfig({ NODE_ENV: 'production', CMS_PREVIEW_TOKENS: '' }).previewTokens).toEqual([]);
    expect(readCmsConfig({ NODE_ENV: 'production', CMS_PREVIEW_TOKENS: 'a-secret-token, another' }).previewTokens).toEqual(['a-secret-token', 'another']);
  });

  it('a production build takes the development token only when it is named explicitly', () => {
    expect(readCmsConfig({ NODE_ENV: 'production', CMS_PREVIEW_TOKENS: DEVELOPMENT_PREVIEW_TOKEN }).previewTokens).toEqual([DEVELOPMENT_PREVIEW_TOKEN]);
  });
});
