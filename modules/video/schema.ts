import { z } from 'zod';
import { moduleVisibilitySchema } from '@/schemas/detail';
import { imageUrlSchema } from '@/schemas/link';

/** Same origins as images (site paths or https); the extension picks the `<source>` type. */
const videoSrcSchema = imageUrlSchema.refine((src) => /\.(mp4|webm)(?:[?#]|$)/i.test(src), { message: 'video must be an .mp4 or .webm file' });

export const videoSchema = moduleVisibilitySchema.extend({
  title: z.string().trim().min(1).max(120),
  description: z.string().max(400).optional(),
  posterUrl: imageUrlSchema,
  src: videoSrcSchema,
  captions: z
    .object({
      // A cross-origin track loads only with CORS, which would also force CORS on the video: site paths only.
      src: imageUrlSchema.refine((src) => src.startsWith('/') && /\.vtt(?:[?#]|$)/i.test(src), { message: 'captions must be a .vtt site path' }),
      srcLang: z.string().regex(/^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/),
      label: z.string().trim().min(1).max(40),
    })
    .optional(),
  /** Intrinsic size: reserves the box before the poster loads. */
  width: z.number().int().min(16).max(7680).default(1280),
  height: z.number().int().min(9).max(4320).default(720),
});
export type VideoProps = z.infer<typeof videoSchema>;
