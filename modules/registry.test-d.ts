import { describe, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import type { ModuleInput, ModuleSection, ModuleType } from './contracts';
import { defineModule } from './define-module';
import type { heroBannerSchema } from './hero-banner/schema';
import { registry, type ModuleViews } from './registry';

const contract = { type: 'ok', title: 'OK', examples: [], schema: z.object({ title: z.string(), count: z.number().default(1) }) };

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
    const definition = defineModule(contract, Matching);
    expectTypeOf(definition.Component).parameter(0).toEqualTypeOf<{ title: string; count: number }>();
  });

  it('rejects a component that needs a prop the schema does not give', () => {
    // @ts-expect-error the pair does not compile: the schema parses no `subtitle`, which NeedsMore requires
    defineModule(contract, NeedsMore);
  });

  it('rejects a component whose prop has another type than the schema parses', () => {
    // @ts-expect-error the pair does not compile: the schema parses `title` as a string, WrongType wants a number
    defineModule(contract, WrongType);
  });
});

describe('registry', () => {
  it('is keyed by exactly the ModuleType union', () => {
    expectTypeOf<keyof typeof registry>().toEqualTypeOf<ModuleType>();
    // Not an exact list, so adding a module type stays one folder and its registry lines; the next check proves it is no plain string.
    expectTypeOf<'hero-banner' | 'rich-text' | 'feature-cards' | 'call-to-action'>().toExtend<ModuleType>();
    // @ts-expect-error an unregistered CMS type is not a ModuleType
    const unknown: ModuleType = 'legacy-carousel';
    expectTypeOf(unknown).toBeString();
  });

  it('is declared as one view per type, so a type left out fails once, where the registry is written, and names the type', () => {
    // Its readers (the parser, the gallery, the tests) see every type whatever the object holds: no error spreads to them.
    expectTypeOf(registry).toEqualTypeOf<ModuleViews>();
    const { video, ...withoutVideo } = registry;
    expectTypeOf(video.type).toEqualTypeOf<'video'>();
    // @ts-expect-error TS2741: Property 'video' is missing in type '{ ... }' but required in type 'ModuleViews'
    const incomplete: ModuleViews = withoutVideo;
    expectTypeOf(incomplete).toEqualTypeOf<ModuleViews>();
  });

  it("refuses a view bound to another type's contract", () => {
    // @ts-expect-error Type '"hero-banner"' is not assignable to type '"video"'
    const swapped: ModuleViews = { ...registry, video: registry['hero-banner'] };
    expectTypeOf(swapped).toEqualTypeOf<ModuleViews>();
  });

  it('keeps each component typed by its own schema (no casts)', () => {
    expectTypeOf(registry['hero-banner'].Component).parameter(0).toEqualTypeOf<z.output<typeof heroBannerSchema>>();
  });
});

describe('sections built in code', () => {
  it('take the schema input of their type, defaults optional', () => {
    expectTypeOf<ModuleInput<'hero-banner'>>().toEqualTypeOf<z.input<typeof heroBannerSchema>>();
    expectTypeOf({ id: 'hero', type: 'hero-banner', details: { title: 'Hello' } } as const).toExtend<ModuleSection>();
  });

  it('refuse a wrong type or a wrong field', () => {
    // @ts-expect-error no module type is called 'hero-baner'
    const misspelt: ModuleSection = { id: 'hero', type: 'hero-baner', details: { title: 'Hello' } };
    // @ts-expect-error a hero banner's title is a string
    const wrongField: ModuleSection = { id: 'hero', type: 'hero-banner', details: { title: 42 } };
    expectTypeOf([misspelt, wrongField]).toBeArray();
  });
});
