import { heroClassName, HeroSlideContent } from '../_ui/hero-slide';
import { BannerTrack } from './banner-carousel.client';
import styles from './banner-carousel.module.css';
import type { BannerCarouselProps } from './schema';

/** Every slide is in the server HTML; the first is the page's heading and its only eager image. */
export function BannerCarousel({ title, slides, intervalSeconds, labels }: BannerCarouselProps) {
  return (
    <BannerTrack label={title} labels={labels} slideTitles={slides.map((slide) => slide.title)} intervalMs={intervalSeconds * 1000}>
      {slides.map((slide, index) => (
        <div
          key={slide.title}
          className={`${heroClassName} ${styles.slide}`}
          role="group"
          aria-roledescription={labels.slide}
          aria-label={`${index + 1} / ${slides.length}`}
        >
          <HeroSlideContent slide={slide} heading={index === 0 ? 'h1' : 'h2'} priority={index === 0} />
        </div>
      ))}
    </BannerTrack>
  );
}
