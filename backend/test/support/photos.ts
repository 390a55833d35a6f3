// Real photos' bytes, drawn with sharp: a gradient, so that the encoders have something to encode.
import sharp from 'sharp';

export type PhotoFormat = 'jpeg' | 'png' | 'webp';

export async function photo(format: PhotoFormat, width = 800, height = 600): Promise<Buffer> {
  const channels = 3;
  const pixels = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * channels;
      pixels[at] = (x * 255) / width;
      pixels[at + 1] = (y * 255) / height;
      pixels[at + 2] = 128;
    }
  }
  return sharp(pixels, { raw: { width, height, channels } }).toFormat(format).toBuffer();
}
