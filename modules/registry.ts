import { callToActionModule } from './call-to-action';
import type { ModuleDefinition } from './define-module';
import { featureCardsModule } from './feature-cards';
import { heroBannerModule } from './hero-banner';
import { richTextModule } from './rich-text';

/** Every module type the renderer knows, keyed by the CMS `type`. Adding a type is one folder and one line here. */
export const registry = {
  'hero-banner': heroBannerModule,
  'rich-text': richTextModule,
  'feature-cards': featureCardsModule,
  'call-to-action': callToActionModule,
} as const satisfies Record<string, ModuleDefinition>;

export type ModuleType = keyof typeof registry;

export function isModuleType(type: string): type is ModuleType {
  return Object.hasOwn(registry, type);
}
