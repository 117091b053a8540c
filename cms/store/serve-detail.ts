import type { PageDetail } from '@/schemas/detail';
import type { StoredDetail } from '../fixture-schemas';

/** The API form of a stored page: module `details` always a JSON string, publication status left out. */
export function serveDetail({ status, moduleViewList, ...detail }: StoredDetail): PageDetail {
  return {
    ...detail,
    moduleViewList: moduleViewList.map((view) => ({
      ...view,
      details: typeof view.details === 'string' ? view.details : JSON.stringify(view.details),
    })),
  };
}
