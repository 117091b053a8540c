import Image from 'next/image';

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
 * An image from the CMS through next/image. Site paths are optimised by this server; SVGs pass
 * through as they are (next/image never rasterises them). Remote https images are served as given,
 * since no remote host is configured for the optimiser.
 */
export function CmsImage({ src, alt, width, height, fill = false, sizes, priority = false, className }: Props) {
  const remote = src.startsWith('https://');
  return (
    <Image
      src={src}
      alt={alt}
      sizes={sizes}
      className={className}
      unoptimized={remote}
      {...(priority ? { loading: 'eager' as const, fetchPriority: 'high' as const } : {})}
      {...(fill ? { fill: true } : { width: width ?? 64, height: height ?? 64 })}
    />
  );
}
