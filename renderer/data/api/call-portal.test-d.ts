import { describe, expectTypeOf, it } from 'vitest';
import type { PageDetail } from '@/schemas/detail';
import type { MenuItem } from '@/schemas/menu';
import { callPortal } from './call-portal';
import type { PortalContext, PortalResult } from './call-types';

declare const context: PortalContext;

describe('callPortal types', () => {
  it('needs no input for a plain GET and types the data from the schema', () => {
    expectTypeOf(callPortal(context, 'menus')).resolves.toEqualTypeOf<PortalResult<MenuItem[]>>();
  });

  it('requires typed path params', () => {
    expectTypeOf(callPortal(context, 'productDetail', { params: { id: 3 } })).resolves.toEqualTypeOf<PortalResult<PageDetail>>();
    // @ts-expect-error the id is required
    void callPortal(context, 'productDetail');
    // @ts-expect-error image resources are topcase or distribution
    void callPortal(context, 'imageResources', { params: { type: 'banner' } });
  });

  it('takes the body schema input: defaults optional, required fields required', () => {
    void callPortal(context, 'newsRecommendations');
    void callPortal(context, 'search', { body: { keyword: 'cdn' } });
    // @ts-expect-error keyword is required
    void callPortal(context, 'search', { body: { type: 'ALL' } });
    // @ts-expect-error a GET takes no body
    void callPortal(context, 'menus', { body: { keyword: 'cdn' } });
  });

  it('answers a Blob for the PDF export', () => {
    expectTypeOf(callPortal(context, 'docPdf', { params: { docId: 1 }, body: { content: '', updateTime: '' } })).resolves.toEqualTypeOf<PortalResult<Blob>>();
  });

  it('refuses unknown endpoint names', () => {
    // @ts-expect-error no such endpoint
    void callPortal(context, 'nope');
  });
});
