import jpeg from "jpeg-js";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { shortNameOf } from "../app-manifest";
import { decodeImage, squareIconPng } from "../square-icon";

const rgbAt = (png: PNG, x: number, y: number) => [
  ...png.data.subarray((y * png.width + x) * 4, (y * png.width + x) * 4 + 3),
];

describe("squareIconPng", () => {
  it("fits a tall logo inside the central 80% of a white square, centred", () => {
    const tall = { width: 10, height: 40, data: new Uint8Array(10 * 40 * 4).fill(0) };
    for (let i = 3; i < tall.data.length; i += 4) tall.data[i] = 255; // opaque black
    const png = PNG.sync.read(squareIconPng(tall, 100));
    expect([png.width, png.height]).toEqual([100, 100]);
    expect(rgbAt(png, 50, 50)).toEqual([0, 0, 0]);
    expect(rgbAt(png, 50, 9)).toEqual([255, 255, 255]); // above the 80% box
    expect(rgbAt(png, 50, 11)).toEqual([0, 0, 0]); // inside it
    expect(rgbAt(png, 30, 50)).toEqual([255, 255, 255]); // beside the narrow logo
  });

  it("shows white through a transparent logo and averages what it shrinks", () => {
    const half = { width: 2, height: 1, data: new Uint8Array([0, 0, 0, 255, 0, 0, 0, 0]) };
    const png = PNG.sync.read(squareIconPng(half, 10));
    // One output pixel covers less than a source pixel here: left black, right white.
    expect(rgbAt(png, 2, 5)).toEqual([0, 0, 0]);
    expect(rgbAt(png, 7, 5)).toEqual([255, 255, 255]);
  });
});

describe("decodeImage", () => {
  it("reads PNG and JPEG, and answers null for other types or broken files", () => {
    const png = new PNG({ width: 3, height: 2 });
    expect(decodeImage(PNG.sync.write(png), "image/png")).toMatchObject({ width: 3, height: 2 });
    const jpg = jpeg.encode({ width: 4, height: 4, data: Buffer.alloc(64, 128) }, 90).data;
    expect(decodeImage(jpg, "image/jpeg")).toMatchObject({ width: 4, height: 4 });
    expect(decodeImage(Buffer.from("nope"), "image/png")).toBeNull();
    expect(decodeImage(PNG.sync.write(png), "image/webp")).toBeNull();
  });
});

describe("shortNameOf", () => {
  it("keeps whole words up to 12 characters", () => {
    expect(shortNameOf("Studio")).toBe("Studio");
    expect(shortNameOf("Northside Dance Academy")).toBe("Northside");
    expect(shortNameOf("Ballet de la Ville")).toBe("Ballet de la");
    expect(shortNameOf("Superlongacademyname")).toBe("Superlongaca");
  });
});
