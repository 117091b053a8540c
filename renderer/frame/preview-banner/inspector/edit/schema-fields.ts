import { z } from 'zod';

type JsonSchema = z.core.JSONSchema.JSONSchema;
type Constant = string | number | boolean;

/** How the edit form shows one value of a module's `details`, read from its contract's JSON Schema. */
export type FieldSpec =
  /** `multiline`: no length bound, so a text area. */
  | { kind: 'text'; multiline: boolean }
  | { kind: 'number'; integer: boolean }
  | { kind: 'boolean' }
  | { kind: 'choice'; options: Constant[] }
  | { kind: 'object'; fields: ObjectField[] }
  | { kind: 'list'; item: FieldSpec }
  /** Anything else (unions of shapes, maps): edited as JSON text. */
  | { kind: 'json' };
export type ObjectField = { name: string; required: boolean; description: string | undefined; spec: FieldSpec };

const isSchema = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `T | null` (nullish fields) is edited as `T`: clearing a field leaves it out. */
function withoutNull(schema: JsonSchema): JsonSchema {
  const options = (schema.anyOf ?? schema.oneOf ?? []).filter((option) => option.type !== 'null');
  return options.length === 1 && options[0] ? withoutNull(options[0]) : schema;
}

/** The values of a union of constants or an enum; null when it is not one. */
function constantsOf(schema: JsonSchema): Constant[] | null {
  const values = schema.enum ?? (schema.anyOf?.every((option) => option.const !== undefined) ? schema.anyOf.map((option) => option.const) : undefined);
  if (schema.const !== undefined && schema.const !== null) return [schema.const];
  return values?.every((value): value is Constant => value !== null) ? values : null;
}

export function specOf(input: JsonSchema): FieldSpec {
  const schema = withoutNull(input);
  const options = constantsOf(schema);
  if (options) return { kind: 'choice', options };
  if (schema.anyOf ?? schema.oneOf ?? schema.$ref) return { kind: 'json' };
  switch (schema.type) {
    case 'string':
      return { kind: 'text', multiline: schema.maxLength === undefined };
    case 'number':
    case 'integer':
      return { kind: 'number', integer: schema.type === 'integer' };
    case 'boolean':
      return { kind: 'boolean' };
    case 'array':
      return isSchema(schema.items) ? { kind: 'list', item: specOf(schema.items) } : { kind: 'json' };
    case 'object': {
      if (!schema.properties) return { kind: 'json' };
      const required = new Set(schema.required ?? []);
      const fields = Object.entries(schema.properties).flatMap(([name, property]) =>
        isSchema(property) ? [{ name, required: required.has(name), description: property.description, spec: specOf(property) }] : [],
      );
      return { kind: 'object', fields };
    }
    default:
      return { kind: 'json' };
  }
}

/** The fields of a module's `details`, `visible` left out: the panel toggles it on its own. */
export function detailsFields(schema: z.ZodType): ObjectField[] {
  const spec = specOf(z.toJSONSchema(schema, { io: 'input' }));
  return spec.kind === 'object' ? spec.fields.filter((field) => field.name !== 'visible') : [];
}

/** What a new item of a list starts as: its required fields empty. */
export function emptyValue(spec: FieldSpec): unknown {
  switch (spec.kind) {
    case 'text':
      return '';
    case 'boolean':
      return false;
    case 'choice':
      return spec.options[0];
    case 'object':
      return Object.fromEntries(spec.fields.filter((field) => field.required).map((field) => [field.name, emptyValue(field.spec)]));
    case 'list':
      return [];
    case 'number':
    case 'json':
      return undefined;
  }
}
