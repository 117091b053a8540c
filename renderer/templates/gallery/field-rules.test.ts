import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registry } from '@/modules/registry';
import { fieldRules } from './field-rules';

describe('fieldRules', () => {
  it('lists nested fields with whether they are required, their lengths, counts, ranges, allowed values and defaults', () => {
    const schema = z.object({
      title: z.string().min(1).max(40),
      columns: z.union([z.literal(2), z.literal(3)]).default(3),
      align: z.enum(['left', 'center']).optional(),
      cards: z
        .array(z.object({ label: z.string().max(20), weight: z.number().int().min(0).max(9).optional() }))
        .min(1)
        .max(6),
      entries: z.array(
        z.discriminatedUnion('kind', [
          z.object({ kind: z.literal('email'), value: z.email() }),
          z.object({ kind: z.literal('note'), value: z.string().describe('free text') }),
        ]),
      ),
    });
    expect(fieldRules(schema)).toEqual([
      { path: 'title', type: 'string', required: true, rules: [{ kind: 'length', min: 1, max: 40 }] },
      {
        path: 'columns',
        type: 'number',
        required: false,
        rules: [
          { kind: 'oneOf', values: ['2', '3'] },
          { kind: 'default', value: '3' },
        ],
      },
      { path: 'align', type: 'string', required: false, rules: [{ kind: 'oneOf', values: ['left', 'center'] }] },
      { path: 'cards', type: 'array', required: true, rules: [{ kind: 'items', min: 1, max: 6 }] },
      { path: 'cards[].label', type: 'string', required: true, rules: [{ kind: 'length', max: 20 }] },
      { path: 'cards[].weight', type: 'integer', required: false, rules: [{ kind: 'range', min: 0, max: 9 }] },
      { path: 'entries', type: 'array', required: true, rules: [] },
      { path: 'entries[kind=email].kind', type: 'string', required: true, rules: [{ kind: 'oneOf', values: ['email'] }] },
      { path: 'entries[kind=email].value', type: 'string', required: true, rules: [{ kind: 'email' }] },
      { path: 'entries[kind=note].kind', type: 'string', required: true, rules: [{ kind: 'oneOf', values: ['note'] }] },
      { path: 'entries[kind=note].value', type: 'string', required: true, rules: [{ kind: 'note', text: 'free text' }] },
    ]);
  });

  it.each(Object.values(registry).map((definition) => [definition.type, definition] as const))(
    '%s: every field its examples use is listed, and every required top-level field is in each example',
    (_type, definition) => {
      const rows = fieldRules(definition.schema);
      const topLevel = new Set(rows.map((row) => row.path).filter((path) => !/[.[(]/.test(path)));
      for (const example of definition.examples) {
        const fields = Object.keys(example as object);
        expect(topLevel, `${fields.join(', ')}`).toEqual(new Set([...topLevel, ...fields]));
        for (const row of rows.filter((candidate) => candidate.required && topLevel.has(candidate.path))) {
          expect(fields).toContain(row.path);
        }
      }
    },
  );
});
