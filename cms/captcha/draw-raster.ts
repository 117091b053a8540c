import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { drawCaptchaSvg } from './draw-svg';

/** Pixels per unit of the drawing: sharp on screens of two device pixels per CSS pixel. */
const SCALE = 2;
/** Each pixel's brightness moves by up to this much, at random, so no two images share a pixel pattern. */
const NOISE = 24;

function addNoise(pixels: Buffer, channels: number): void {
  const noise = randomBytes(pixels.length / channels);
  noise.forEach((byte, pixel) => {
    const delta = (byte % (2 * NOISE + 1)) - NOISE;
    for (let i = pixel * channels; i < (pixel + 1) * channels; i += 1) pixels[i] = Math.min(255, Math.max(0, (pixels[i] ?? 0) + delta));
  });
}

/**
 * The captcha as a JPEG: the vector drawing (fresh random placement, warp and noise each time) rasterised
 * on the server, then noise on every pixel. Its bytes hold pixels only: no outline, no text, no metadata.
 */
export async function drawCaptchaJpeg(code: string): Promise<Buffer> {
  const drawn = sharp(Buffer.from(drawCaptchaSvg(code)), { density: 72 * SCALE }).removeAlpha();
  const { data, info } = await drawn.raw().toBuffer({ resolveWithObject: true });
  addNoise(data, info.channels);
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .jpeg({ quality: 75 })
    .toBuffer();
}
