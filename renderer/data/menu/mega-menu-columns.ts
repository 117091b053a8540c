import type { TopMenuCode } from '@/schemas/menu';

/** The four columns of a desktop mega-menu panel. */
export const COLUMN_IDS = ['column1', 'column2', 'column3', 'column4'] as const;
export type ColumnId = (typeof COLUMN_IDS)[number];

/** Rows a column holds (an item and each of its sub-items is a row) before an unmapped item looks further. */
export const COLUMN_ROOM = 4;

/**
 * Which column each item of a top-level menu goes to, by the item's type (its top-level group) and
 * menuCode. An item's children are listed under it; items missing here fill the first column with room.
 */
export const megaMenuColumns = {
  product: {
    'hyperconverged-cloud': 'column1',
    'enterprise-cloud': 'column1',
    'hybrid-cloud': 'column2',
    'container-cloud': 'column2',
    // Listed with its sub-items object-storage, file-storage and unified-storage.
    'enterprise-storage': 'column3',
    'xinchuang-cloud': 'column4',
    // Edge computing sits beside Xinchuang Cloud: column 3 is full with the storage family.
    'top-computing': 'column4',
  },
  solution: {
    healthcare: 'column1',
    manufacturing: 'column2',
    'media-convergence': 'column3',
    education: 'column4',
  },
  service: {
    'cloud-migration': 'column1',
    // Listed with its sub-item database-operations.
    'managed-operations': 'column2',
    'security-assessment': 'column3',
  },
  partners: {
    partners: 'column1',
    compatibility: 'column2',
  },
  support: {
    support: 'column1',
    'kubernetes-services': 'column2',
    document: 'column3',
  },
  resources: {
    // Cases lead the column English keeps; blog and product updates are Chinese only (visible-menus.ts).
    cases: 'column1',
    blog: 'column2',
    'product-updates': 'column2',
    // Listed with its sub-item interpretation.
    reports: 'column3',
  },
  about: {
    company: 'column1',
    career: 'column1',
    press: 'column2',
    contact: 'column3',
  },
} as const satisfies Record<TopMenuCode, Readonly<Record<string, ColumnId>>>;
