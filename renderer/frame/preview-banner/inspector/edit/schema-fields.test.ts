import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contracts } from '@/modules/contracts';
import { detailsFields, emptyValue, specOf } from './schema-fields';

describe("the edit form's fields, read from a module's contract", () => {
  it('walks feature cards: text, a choice of columns, a list of card objects', () => {
    const fields = detailsFields(contracts['feature-cards'].schema);
    expect(fields.map((field) => [field.name, field.spec.kind, field.required])).toEqual([
      ['title', 'text', false],
      ['subtitle', 'text', false],
      ['columns', 'choice', false],
      ['cards', 'list', true],
    ]);
    const cards = fields.find((field) => field.name === 'cards')?.spec;
    expect(cards?.kind === 'list' && cards.item.kind === 'object' && cards.item.fields.map((field) => field.name)).toEqual([
      'title',
      'desc',
      'iconUrl',
      'imageUrl',
      'logoUrl',
      'logoAlt',
      'href',
    ]);
    expect(fields.find((field) => field.name === 'columns')?.spec).toEqual({ kind: 'choice', options: [2, 3, 4] });
    expect(cards?.kind === 'list' && emptyValue(cards.item)).toEqual({ title: '', desc: '' });
  });

  it('gives every registered type its fields, and leaves `visible` to the toggle', () => {
    for (const contract of Object.values(contracts)) {
      const fields = detailsFields(contract.schema);
      expect(fields.length, contract.type).toBeGreaterThan(0);
      expect(fields.map((field) => field.name)).not.toContain('visible');
    }
  });

  it('edits numbers, booleans, enums and nullable values as such, and a union of shapes as JSON', () => {
    const schema = z.object({
      count: z.number().int(),
      on: z.boolean(),
      size: z.enum(['s', 'm']),
      note: z.string().max(20).nullable(),
      either: z.union([z.object({ a: z.string() }), z.object({ b: z.number() })]),
    });
    const spec = specOf(z.toJSONSchema(schema, { io: 'input' }));
    expect(spec.kind === 'object' && spec.fields.map((field) => field.spec)).toEqual([
      { kind: 'number', integer: true },
      { kind: 'boolean' },
      { kind: 'choice', options: ['s', 'm'] },
      { kind: 'text', multiline: false },
      { kind: 'json' },
    ]);
  });
});
