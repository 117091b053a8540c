import { z } from 'zod';
import { contracts } from './contracts';

/**
 * `schemas/json/modules/<type>.json`: what a CMS may put in each module type's `details` string
 * (parsed as JSON), the input side of the module's schema, as zod exports it. Refinements a JSON
 * Schema cannot express (safe links, image hosts) are named in the fields' descriptions.
 */
export function moduleDetailsDocuments(): Record<string, string> {
  const documents: Record<string, string> = {};
  for (const definition of Object.values(contracts)) {
    const jsonSchema = z.toJSONSchema(definition.schema, { io: 'input' });
    const document = { title: definition.type, description: `details of the "${definition.title}" module`, ...jsonSchema, examples: definition.examples };
    documents[`${definition.type}.json`] = `${JSON.stringify(document, null, 2)}\n`;
  }
  return documents;
}
