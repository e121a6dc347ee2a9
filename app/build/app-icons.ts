import type { Plugin } from "vite";
import { rgbPng } from "./png.ts";

/*
 * The app's home-screen icons, drawn here at build time so no binary lives in the repository: the
 * academy's violet, full-bleed (so a launcher may mask it to any shape), with a white disc and a
 * violet crescent cut from it inside the central safe zone. Edges are smoothed by sampling each
 * pixel 4 x 4 times.
 */

const VIOLET: Rgb = [109, 40, 217];
const WHITE: Rgb = [255, 255, 255];
type Rgb = [number, number, number];

/** How white the point (x, y) in [0, 1]^2 is: inside the disc and outside the crescent's cut. */
function isWhite(x: number, y: number): boolean {
  const disc = (x - 0.5) ** 2 + (y - 0.5) ** 2 < 0.27 ** 2;
  const cut = (x - 0.6) ** 2 + (y - 0.42) ** 2 < 0.2 ** 2;
  return disc && !cut;
}

/** The icon as an RGB PNG of `size` x `size` pixels. */
export function iconPng(size: number): Buffer {
  const rows = Buffer.alloc(size * (size * 3 + 1));
  let at = 0;
  for (let py = 0; py < size; py++) {
    rows[at++] = 0; // no filter
    for (let px = 0; px < size; px++) {
      let white = 0;
      for (let sy = 0; sy < 4; sy++)
        for (let sx = 0; sx < 4; sx++)
          if (isWhite((px + (sx + 0.5) / 4) / size, (py + (sy + 0.5) / 4) / size)) white++;
      const share = white / 16;
      for (let c = 0; c < 3; c++) rows[at++] = Math.round(VIOLET[c]! * (1 - share) + WHITE[c]! * share);
    }
  }
  return rgbPng(size, rows);
}

/**
 * The sizes the manifest names (192, 512), the one iOS reads from apple-touch-icon (180), and the
 * browser tab's (32: without it the tab asked for /favicon.ico and got the console's page).
 */
export const ICON_SIZES = [32, 180, 192, 512] as const;
const iconFile = (size: number) => `icons/icon-${size}.png`;

/** Emits the icons into the build, and serves them in `vite dev`. */
export function appIcons(): Plugin {
  return {
    name: "studio-app:icons",
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const size = ICON_SIZES.find((s) => req.url?.endsWith(iconFile(s)));
        if (!size) return next();
        res.setHeader("Content-Type", "image/png");
        res.end(iconPng(size));
      });
    },
    generateBundle() {
      for (const size of ICON_SIZES) {
        this.emitFile({ type: "asset", fileName: iconFile(size), source: iconPng(size) });
      }
    },
  };
}
