import type { z } from 'zod';
import { moduleVisibilitySchema } from '@/schemas/detail';
import { heroSlideSchema } from '@/schemas/hero-slide';

export const heroBannerSchema = moduleVisibilitySchema.extend(heroSlideSchema.shape);
export type HeroBannerProps = z.infer<typeof heroBannerSchema>;
