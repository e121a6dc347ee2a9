import { readFileSync } from "node:fs";
import { gzipBytes, kb } from "../lib.mjs";

const DIST = new URL("../../../web/dist/", import.meta.url);

/**
 * First-load JS (and CSS) of a route: the entry chunk, the lazy modules the route loads at once
 * (its shell and screen), and all of their static imports, each counted once, gzip level 9.
 */
function firstLoad(manifest, lazyModules, dist = DIST) {
  const seen = new Set();
  const files = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`No chunk ${key} in the Vite manifest`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit("index.html");
  for (const m of lazyModules) visit(m.startsWith("chunk:") ? chunkNamed(manifest, m.slice(6)) : m);
  let js = 0;
  let css = 0;
  for (const file of files) {
    const size = gzipBytes(new URL(file, dist));
    if (file.endsWith(".css")) css += size;
    else js += size;
  }
  return { js, css };
}

/** The manifest's key of a chunk a build group made (it has no source module of its own). */
function chunkNamed(manifest, name) {
  const key = Object.keys(manifest).find((k) => manifest[k].name === name && !manifest[k].src);
  if (!key) throw new Error(`No chunk named ${name} in the Vite manifest`);
  return key;
}

export const ROUTES = {
  "/login": ["src/features/auth/components/login-page.tsx"],
  "/auth/reset-password": ["src/features/auth/components/reset-request-page.tsx"],
  "/auth/reset-password/:token": ["src/features/auth/components/staff-reset-page.tsx"],
  "/dashboard": [
    "src/app/routes/signed-in-shell.tsx",
    "src/features/dashboard/components/dashboard-page.tsx",
  ],
};

// The student app's first screens: the entry, the screen main.tsx loads before rendering, and their
// static imports (budget: 150 kB gzip, JS and CSS). The home is the build's `home` chunk
// (app/build/app-chunks.ts).
const APP_DIST = new URL("app/", DIST);
const APP_ROUTES = {
  "/app/sign-in": ["src/features/auth/components/sign-in-page.tsx"],
  "/app/ (signed in)": ["chunk:home"],
};

export default async function bundleSize() {
  const manifest = JSON.parse(readFileSync(new URL(".vite/manifest.json", DIST), "utf8"));
  const rows = [];
  for (const [route, modules] of Object.entries(ROUTES)) {
    const { js, css } = firstLoad(manifest, modules);
    rows.push({ route, "first-load JS (gzip)": kb(js), "JS bytes": js, "CSS (gzip)": kb(css) });
  }
  const appManifest = JSON.parse(readFileSync(new URL(".vite/manifest.json", APP_DIST), "utf8"));
  for (const [route, modules] of Object.entries(APP_ROUTES)) {
    const { js, css } = firstLoad(appManifest, modules, APP_DIST);
    rows.push({ route, "first-load JS (gzip)": kb(js), "JS bytes": js, "CSS (gzip)": kb(css) });
  }
  // Each screen's own chunk (budget: 60 kB gzip).
  const screens = Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isDynamicEntry && key.includes("/features/"))
    .map(([key, chunk]) => ({
      screen: key.replace("src/features/", ""),
      "chunk (gzip)": kb(gzipBytes(new URL(chunk.file, DIST))),
    }));
  console.log("\nFirst-load JavaScript, production build (entry + route modules + static imports):");
  console.table(rows);
  console.log("Route chunks:");
  console.table(screens);
}
