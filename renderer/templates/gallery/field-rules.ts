import { z } from 'zod';

type JsonSchema = z.core.JSONSchema.JSONSchema;

/** One constraint on a field, kept as data so the gallery can say it in the page's language. */
export type FieldRule =
  | { kind: 'length' | 'items' | 'range'; min?: number; max?: number }
  | { kind: 'oneOf'; values: string[] }
  | { kind: 'default'; value: string }
  | { kind: 'email' }
  | { kind: 'pattern'; pattern: string }
  | { kind: 'note'; text: string };

export type FieldRow = { path: string; type: string; required: boolean; rules: FieldRule[] };

const asSchema = (value: unknown): JsonSchema | undefined => (value && typeof value === 'object' && !Array.isArray(value) ? (value as JsonSchema) : undefined);

/** A union of constants (`z.union([z.literal(2), ...])`, `z.enum`): the values, or null when the union has shapes. */
function constants(schema: JsonSchema): string[] | null {
  if (schema.const !== undefined) return [String(schema.const)];
  if (schema.enum) return schema.enum.map(String);
  const options = schema.anyOf ?? schema.oneOf;
  if (!options?.every((option) => option.const !== undefined)) return null;
  return options.map((option) => String(option.const));
}

function typeOf(schema: JsonSchema): string {
  if (constants(schema)) return typeof (schema.const ?? schema.enum?.[0] ?? (schema.anyOf ?? schema.oneOf)?.[0]?.const);
  if (schema.oneOf ?? schema.anyOf) return 'object';
  return [schema.type ?? 'any'].flat().join(' | ');
}

function bound(kind: 'length' | 'items' | 'range', min: number | undefined, max: number | undefined): FieldRule[] {
  return min === undefined && max === undefined ? [] : [{ kind, ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) }];
}

function rulesOf(schema: JsonSchema): FieldRule[] {
  const values = constants(schema);
  return [
    ...bound('length', schema.minLength, schema.maxLength),
    ...bound('items', schema.minItems, schema.maxItems),
    ...bound('range', schema.minimum, schema.maximum),
    ...(values ? [{ kind: 'oneOf' as const, values }] : []),
    ...(schema.format === 'email' ? [{ kind: 'email' as const }] : schema.pattern ? [{ kind: 'pattern' as const, pattern: schema.pattern }] : []),
    ...(schema.description ? [{ kind: 'note' as const, text: schema.description }] : []),
    ...(schema.default === undefined ? [] : [{ kind: 'default' as const, value: JSON.stringify(schema.default) }]),
  ];
}

/** The variants of a union of objects told apart by one constant field (`kind: 'phone' | 'email'`), named by it. */
function variants(schema: JsonSchema): { label: string; schema: JsonSchema }[] {
  const options = schema.oneOf ?? schema.anyOf ?? [];
  return options.flatMap((option) => {
    const tag = Object.entries(option.properties ?? {}).find(([, property]) => asSchema(property)?.const !== undefined);
    return [{ label: tag ? `${tag[0]}=${String(asSchema(tag[1])?.const)}` : String(options.indexOf(option) + 1), schema: option }];
  });
}

function rowsOf(schema: JsonSchema, path: string, required: boolean): FieldRow[] {
  const own: FieldRow[] = path ? [{ path, type: typeOf(schema), required, rules: rulesOf(schema) }] : [];
  if (constants(schema)) return own;
  if (schema.type === 'array') {
    const items = asSchema(schema.items);
    return items ? [...own, ...childRows(items, `${path}[]`)] : own;
  }
  return [...own, ...childRows(schema, path)];
}

/** Rows for an object's fields, or for each variant's fields when it is a union of objects. */
function childRows(schema: JsonSchema, path: string): FieldRow[] {
  if (schema.oneOf ?? schema.anyOf) {
    // `entries[kind=phone].value`: the fields of the entries whose kind is phone.
    const within = (label: string) => (path.endsWith('[]') ? `${path.slice(0, -2)}[${label}]` : `${path}(${label})`);
    return variants(schema).flatMap((variant) => childRows(variant.schema, within(variant.label)));
  }
  const requiredFields = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
    const child = asSchema(property);
    return child ? rowsOf(child, path ? `${path}.${name}` : name, requiredFields.has(name)) : [];
  });
}

/**
 * Every field a module's `details` may carry, with what the CMS must respect (required, lengths,
 * counts, allowed values, defaults), read from the JSON Schema zod exports for the schema's input side:
 * the same rules the renderer enforces, so the gallery cannot drift from them.
 */
export function fieldRules(schema: z.ZodType): FieldRow[] {
  return rowsOf(z.toJSONSchema(schema, { io: 'input' }), '', true);
}
