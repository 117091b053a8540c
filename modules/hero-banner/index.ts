import { defineModule } from '../define-module';
import examples from './examples.json';
import { HeroBanner } from './hero-banner';
import { heroBannerSchema } from './schema';

export const heroBannerModule = defineModule({
  type: 'hero-banner',
  title: 'Hero banner',
  schema: heroBannerSchema,
  examples,
  Component: HeroBanner,
});
