import { z } from 'zod';
import * as detail from './detail';
import * as document from './document';
import * as envelope from './envelope';
import * as forms from './forms';
import * as home from './home';
import * as locale from './locale';
import * as menu from './menu';
import * as news from './news';
import * as proofOfWork from './proof-of-work';
import * as recommendation from './recommendation';
import * as search from './search';
import * as seo from './seo';
import * as siteInfo from './site-info';
import * as userInfo from './user-info';

/** Every exported zod schema of the contract, by module, as JSON Schema documents (zod's own export). */
const modules = {
  detail,
  document,
  envelope,
  forms,
  home,
  locale,
  menu,
  news,
  'proof-of-work': proofOfWork,
  recommendation,
  search,
  seo,
  'site-info': siteInfo,
  'user-info': userInfo,
};

/** File name to JSON text; what the CMS answers is the schemas' input side (before defaults are filled in). */
export function jsonSchemaDocuments(): Record<string, string> {
  const documents: Record<string, string> = {};
  for (const [moduleName, exports] of Object.entries(modules)) {
    for (const [exportName, value] of Object.entries(exports)) {
      if (!(value instanceof z.core.$ZodType) || !exportName.endsWith('Schema')) continue;
      const name = exportName.slice(0, -'Schema'.length);
      const jsonSchema = z.toJSONSchema(value, { io: 'input' });
      documents[`${moduleName}.${name}.json`] = `${JSON.stringify({ title: name, ...jsonSchema }, null, 2)}\n`;
    }
  }
  return documents;
}
