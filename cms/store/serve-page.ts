import type { z } from 'zod';
import type { storedModuleSchema } from '../fixture-schemas';

type StoredModule = z.infer<typeof storedModuleSchema>;

/** The API form of a stored page: module `details` always a JSON string, publication status left out. */
export function servePage<P extends { status: string; moduleViewList: StoredModule[] }>({ status, moduleViewList, ...page }: P) {
  return {
    ...page,
    moduleViewList: moduleViewList.map((view) => ({
      ...view,
      details: typeof view.details === 'string' ? view.details : JSON.stringify(view.details),
    })),
  };
}
