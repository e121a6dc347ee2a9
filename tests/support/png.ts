import { rgbPng } from "../../app/build/png";

/**
 * A small real PNG (a square of one colour, with a lighter diagonal so a screenshot shows it is
 * an image), made here so tests upload a picture without fixture files.
 */
export function squarePng(size = 48, rgb: [number, number, number] = [37, 99, 235]): Buffer {
  const rows: number[] = [];
  for (let y = 0; y < size; y++) {
    rows.push(0); // no filter
    for (let x = 0; x < size; x++) rows.push(...(Math.abs(x - y) < 3 ? [255, 255, 255] : rgb));
  }
  return rgbPng(size, Buffer.from(rows));
}
