import { describe, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { defineModule } from './define-module';
import type { heroBannerSchema } from './hero-banner/schema';
import { registry, type ModuleType } from './registry';

const schema = z.object({ title: z.string(), count: z.number().default(1) });

function Matching({ title, count }: { title: string; count: number }) {
  return `${title} ${count}`;
}
function NeedsMore({ title, subtitle }: { title: string; subtitle: string }) {
  return `${title} ${subtitle}`;
}
function WrongType({ title }: { title: number }) {
  return title.toFixed();
}

describe('defineModule', () => {
  it('accepts a component that takes exactly what the schema parses', () => {
    const definition = defineModule({ type: 'ok', title: 'OK', schema, examples: [], Component: Matching });
    expectTypeOf(definition.Component).parameter(0).toEqualTypeOf<{ title: string; count: number }>();
  });

  it('rejects a component that needs a prop the schema does not give', () => {
    defineModule({
      type: 'needs-more',
      title: 'Needs more',
      examples: [],
      // @ts-expect-error the pair does not compile: the schema parses no `subtitle`, which NeedsMore requires
      schema,
      Component: NeedsMore,
    });
  });

  it('rejects a component whose prop has another type than the schema parses', () => {
    defineModule({
      type: 'wrong-type',
      title: 'Wrong type',
      examples: [],
      // @ts-expect-error the pair does not compile: the schema parses `title` as a string, WrongType wants a number
      schema,
      Component: WrongType,
    });
  });
});

describe('registry', () => {
  it('is keyed by exactly the ModuleType union', () => {
    expectTypeOf<keyof typeof registry>().toEqualTypeOf<ModuleType>();
    // Not an exact list, so adding a module type stays one folder and one registry line; the next check proves it is no plain string.
    expectTypeOf<'hero-banner' | 'rich-text' | 'feature-cards' | 'call-to-action'>().toExtend<ModuleType>();
    // @ts-expect-error an unregistered CMS type is not a ModuleType
    const unknown: ModuleType = 'legacy-carousel';
    expectTypeOf(unknown).toBeString();
  });

  it('keeps each component typed by its own schema (no casts)', () => {
    expectTypeOf(registry['hero-banner'].Component).parameter(0).toEqualTypeOf<z.output<typeof heroBannerSchema>>();
  });
});
