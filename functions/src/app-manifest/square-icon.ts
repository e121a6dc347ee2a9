import jpeg from "jpeg-js";
import { PNG } from "pngjs";

/** An image's pixels, RGBA, row by row. */
interface Pixels {
  width: number;
  height: number;
  data: Uint8Array;
}

/** The logo's pixels, or null for a type this cannot read (WebP: the app's own icon is used). */
export function decodeImage(bytes: Buffer, contentType: string): Pixels | null {
  try {
    if (contentType === "image/png") return PNG.sync.read(bytes);
    if (contentType === "image/jpeg") return jpeg.decode(bytes, { useTArray: true, maxMemoryUsageInMB: 64 });
  } catch {
    return null; // a broken file is no icon, never an error page for the installer
  }
  return null;
}

/**
 * The picture centred on a white square of `size` pixels, scaled to fit inside its central 80%
 * (the safe zone a launcher keeps when it masks an icon to a circle). Each output pixel averages
 * the source pixels it covers, so a large logo shrinks without jagged edges; transparent parts
 * show the white.
 */
export function squareIconPng(source: Pixels, size: number): Buffer {
  const box = size * 0.8;
  const scale = Math.min(box / source.width, box / source.height);
  const w = Math.max(1, Math.round(source.width * scale));
  const h = Math.max(1, Math.round(source.height * scale));
  const left = Math.floor((size - w) / 2);
  const top = Math.floor((size - h) / 2);
  const out = new PNG({ width: size, height: size });
  out.data.fill(255);
  for (let y = 0; y < h; y++) {
    const sy0 = Math.floor((y * source.height) / h);
    const sy1 = Math.max(sy0 + 1, Math.floor(((y + 1) * source.height) / h));
    for (let x = 0; x < w; x++) {
      const sx0 = Math.floor((x * source.width) / w);
      const sx1 = Math.max(sx0 + 1, Math.floor(((x + 1) * source.width) / w));
      const sum = [0, 0, 0];
      let alpha = 0;
      for (let sy = sy0; sy < sy1; sy++) {
        for (let sx = sx0; sx < sx1; sx++) {
          const at = (sy * source.width + sx) * 4;
          const a = source.data[at + 3]! / 255;
          for (let c = 0; c < 3; c++) sum[c]! += source.data[at + c]! * a;
          alpha += a;
        }
      }
      const n = (sy1 - sy0) * (sx1 - sx0);
      const at = ((top + y) * size + left + x) * 4;
      // Premultiplied average, then laid over white.
      for (let c = 0; c < 3; c++) out.data[at + c] = Math.round(sum[c]! / n + 255 * (1 - alpha / n));
      out.data[at + 3] = 255;
    }
  }
  return PNG.sync.write(out);
}
