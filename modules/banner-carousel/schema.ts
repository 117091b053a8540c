import { z } from 'zod';
import { moduleVisibilitySchema } from '@/schemas/detail';
import { heroSlideSchema } from '@/schemas/hero-slide';

const label = z.string().trim().min(1).max(30);

export const bannerCarouselSchema = moduleVisibilitySchema.extend({
  /** The carousel's accessible name. */
  title: z.string().trim().min(1).max(60),
  slides: z
    .array(heroSlideSchema)
    .min(1)
    .max(6)
    .refine((slides) => new Set(slides.map((slide) => slide.title)).size === slides.length, { message: 'slide titles must be unique' }),
  /** Seconds each slide stays before the next one turns. */
  intervalSeconds: z.number().int().min(3).max(20).default(6),
  /** Names of the controls; modules get no locale, so Chinese pages set them. */
  labels: z
    .object({ previous: label, next: label, pause: label, play: label, slide: label })
    .default({ previous: 'Previous slide', next: 'Next slide', pause: 'Pause slides', play: 'Play slides', slide: 'Slide' }),
});
export type BannerCarouselProps = z.infer<typeof bannerCarouselSchema>;
