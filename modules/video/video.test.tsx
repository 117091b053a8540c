// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import examples from './examples.json';
import { videoSchema } from './schema';
import { Video } from './video';

afterEach(cleanup);

function renderVideo(details: unknown) {
  const { container } = render(<Video {...videoSchema.parse(details)} />);
  const video = container.querySelector('video');
  if (!video) throw new Error('no <video> rendered');
  return video;
}

describe('video', () => {
  it('downloads nothing before play: preload none, a poster, controls, no autoplay', () => {
    const video = renderVideo(examples[0]);
    expect(video.getAttribute('preload')).toBe('none');
    expect(video.getAttribute('poster')).toBe('/images/modules/video/edge-cloud-intro.svg');
    expect(video.hasAttribute('controls')).toBe(true);
    expect(video.hasAttribute('autoplay')).toBe(false);
    expect(video.querySelector('source')?.getAttribute('src')).toBe('/media/edge-cloud-intro.mp4');
    expect(video.querySelector('source')?.getAttribute('type')).toBe('video/mp4');
  });

  it('reserves its box with width and height', () => {
    const video = renderVideo(examples[0]);
    expect([video.getAttribute('width'), video.getAttribute('height')]).toEqual(['1280', '720']);
    expect(video.style.aspectRatio).toBe('1280 / 720');
  });

  it('adds a captions track that is not switched on by default', () => {
    const track = renderVideo(examples[1]).querySelector('track');
    expect(track?.getAttribute('kind')).toBe('captions');
    expect(track?.getAttribute('srclang')).toBe('en');
    expect(track?.hasAttribute('default')).toBe(false);
  });

  it.each(['javascript:alert(1)', '//evil.example/a.mp4', 'http://cdn.example.com/a.mp4', '/media/a.mov', 'data:video/mp4;base64,AAAA'])(
    'rejects the source %j',
    (src) => {
      expect(videoSchema.safeParse({ title: 'T', posterUrl: '/p.svg', src }).success).toBe(false);
    },
  );

  it('accepts site paths and https sources of mp4 and webm', () => {
    for (const src of ['/media/a.mp4', 'https://cdn.example.com/a.webm?v=2']) {
      expect(videoSchema.safeParse({ title: 'T', posterUrl: '/p.svg', src }).success).toBe(true);
    }
  });
});
