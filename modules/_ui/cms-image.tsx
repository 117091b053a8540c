import { clsx } from 'clsx';
import { getImageProps } from 'next/image';
import styles from './cms-image.module.css';
import { imageSource } from './image-source';

type Props = {
  src: string;
  alt: string;
  /** Intrinsic size, for layout before the image loads (no shift); ignored with `fill`. */
  width?: number;
  height?: number;
  /** Fill the positioned parent instead; the parent sets the box. */
  fill?: boolean;
  /** Rendered widths across breakpoints, e.g. '(max-width: 768px) 100vw, 33vw'. */
  sizes: string;
  /** The page's largest image above the fold: loaded eagerly with high priority. */
  priority?: boolean;
  className?: string;
};

/**
 * An image from the CMS through next/image. Site paths and https images on the IMAGE_HOSTS allow-list
 * are served by this site's optimiser (`/_next/image`), so the page loads no image from another origin;
 * site SVGs pass through as they are (next/image never rasterises them). Anything else is not rendered.
 * A plain `<img>` with next/image's props (srcset, sizes, lazy loading), written on the server: its
 * client component would add 4 KB gzip to every page's first-load scripts for nothing these images use.
 */
export function CmsImage({ src, alt, width, height, fill = false, sizes, priority = false, className }: Props) {
  const source = imageSource(src);
  if (source.kind === 'refused') return null;
  // next/image's inline style is the same on every image (and went into the page's payload again): the classes carry it.
  const { style, ...props } = getImageProps({
    src: source.src,
    alt,
    sizes,
    className: clsx(styles.image, fill && styles.fill, className),
    ...(priority ? { loading: 'eager' as const, fetchPriority: 'high' as const } : {}),
    ...(fill ? { fill: true } : { width: width ?? 64, height: height ?? 64 }),
  }).props;
  return <img {...props} alt={alt} />;
}
