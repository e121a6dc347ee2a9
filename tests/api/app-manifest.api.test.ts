import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HOSTING_URL, admin } from "../support/env";
import { storeFile } from "../support/stored-files";

interface Manifest {
  name: string;
  short_name: string;
  scope: string;
  start_url: string;
  display: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

const get = (path: string) => fetch(`${HOSTING_URL}${path}`, { redirect: "manual" });
const manifest = async () => {
  const res = await get("/api/app/manifest.webmanifest");
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("application/manifest+json");
  return (await res.json()) as Manifest;
};

/**
 * The app's manifest is the school's: its name from Settings, and its logo as the home-screen
 * icon. These tests change settings/general's name and logo and put them back.
 */
describe("/api/app/manifest.webmanifest", () => {
  const settings = () => admin().db.doc("settings/general");
  let before: { schoolName?: unknown; logoPath?: unknown };

  beforeAll(async () => {
    const data = (await settings().get()).data() ?? {};
    before = { schoolName: data.schoolName ?? null, logoPath: data.logoPath ?? null };
  });
  afterAll(async () => {
    await settings().set(before, { merge: true });
  });

  it("names the app after the school, shortened for a launcher, and draws the app's own icon without a logo", async () => {
    await settings().set({ schoolName: "Northside Dance Academy", logoPath: null }, { merge: true });
    const m = await manifest();
    expect(m).toMatchObject({
      name: "Northside Dance Academy",
      short_name: "Northside",
      scope: "/app/",
      start_url: "/app/",
      display: "standalone",
    });
    expect(m.icons.map((i) => [i.src, i.sizes, i.purpose])).toEqual([
      ["/app/icons/icon-192.png", "192x192", "any"],
      ["/app/icons/icon-512.png", "512x512", "any"],
      ["/app/icons/icon-512.png", "512x512", "maskable"],
    ]);
    // The icon route sends the app's own icon when there is no logo to draw.
    const icon = await get("/api/app/icons/192.png");
    expect(icon.status).toBe(302);
    expect(icon.headers.get("location")).toBe("/app/icons/icon-192.png");
  });

  it("draws the school's logo on a white square of each size the manifest names", async () => {
    // A wide red logo (PNG): it is fitted inside the square's safe zone, centred.
    const wide = new PNG({ width: 300, height: 100 });
    for (let i = 0; i < wide.data.length; i += 4) wide.data.set([220, 20, 20, 255], i);
    const path = `school/logo/manifest-${Date.now()}.png`;
    await storeFile(path, "image/png", PNG.sync.write(wide));
    await settings().set({ schoolName: "Studio", logoPath: path }, { merge: true });

    const m = await manifest();
    expect(m.short_name).toBe("Studio");
    for (const size of [192, 512]) {
      const src = m.icons.find((i) => i.sizes === `${size}x${size}`)!.src;
      expect(src).toBe(`/api/app/icons/${size}.png`);
      const res = await get(src);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/png");
      const png = PNG.sync.read(Buffer.from(await res.arrayBuffer()));
      expect([png.width, png.height]).toEqual([size, size]);
      const pixel = (x: number, y: number) => [
        ...png.data.subarray((y * size + x) * 4, (y * size + x) * 4 + 3),
      ];
      expect(pixel(size / 2, size / 2)).toEqual([220, 20, 20]); // the logo in the middle
      expect(pixel(size / 2, 2)).toEqual([255, 255, 255]); // white above the wide logo
    }
  });

  it("falls back to the app's icon for a logo it cannot draw, and answers 404 for other icon names", async () => {
    const path = `school/logo/broken-${Date.now()}.png`;
    await storeFile(path, "image/png", Buffer.from("not a png"));
    await settings().set({ logoPath: path }, { merge: true });
    const icon = await get("/api/app/icons/512.png");
    expect(icon.status).toBe(302);
    expect(icon.headers.get("location")).toBe("/app/icons/icon-512.png");
    for (const name of ["100.png", "192.jpg", "..%2F..%2Fsettings"]) {
      expect((await get(`/api/app/icons/${name}`)).status, name).toBe(404);
    }
  });
});
