import { describe, expect, it } from 'vitest';
import { nearestPage } from './nearest-page';

const english = new Set(['/', '/press', '/press/60101', '/reports', '/product/enterprise-cloud']);
const exists = (path: string) => english.has(path);

describe('nearestPage', () => {
  it('keeps a page the other language has, with its query', () => {
    expect(nearestPage('/reports?reportType=edge-computing', exists)).toBe('/reports?reportType=edge-computing');
    expect(nearestPage('/press/60101', exists)).toBe('/press/60101');
  });

  it('goes up to the closest section the other language has', () => {
    expect(nearestPage('/press/60190', exists)).toBe('/press');
    expect(nearestPage('/product/enterprise-cloud/extra?x=1', exists)).toBe('/product/enterprise-cloud');
  });

  it('goes home when no section exists there', () => {
    expect(nearestPage('/service_agreement', exists)).toBe('/');
    expect(nearestPage('/blog/2026/edge', exists)).toBe('/');
  });
});
