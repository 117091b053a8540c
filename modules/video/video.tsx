import { Section } from '../_ui/section';
import type { VideoProps } from './schema';
import styles from './video.module.css';

const mimeType = (src: string) => (/\.webm(?:[?#]|$)/i.test(src) ? 'video/webm' : 'video/mp4');

/** `preload="none"`: nothing but the poster is fetched until the visitor presses play. */
export function Video({ title, description, posterUrl, src, captions, width, height }: VideoProps) {
  return (
    <Section title={title} subtitle={description}>
      <video
        className={styles.video}
        controls
        preload="none"
        playsInline
        poster={posterUrl}
        width={width}
        height={height}
        style={{ aspectRatio: `${width} / ${height}` }}
      >
        <source src={src} type={mimeType(src)} />
        {captions ? <track kind="captions" src={captions.src} srcLang={captions.srcLang} label={captions.label} /> : null}
        <a href={src}>{title}</a>
      </video>
    </Section>
  );
}
