import { heroClassName, HeroSlideContent } from '../_ui/hero-slide';
import type { HeroBannerProps } from './schema';

export function HeroBanner(slide: HeroBannerProps) {
  return (
    <section className={heroClassName}>
      <HeroSlideContent slide={slide} heading="h1" priority />
    </section>
  );
}
