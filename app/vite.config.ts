import react from "@vitejs/plugin-react";
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { defineConfig } from "vitest/config";
import { appIcons } from "./build/app-icons.ts";
import { appChunks } from "./build/app-chunks.ts";
import { preloadFirstChunks } from "./build/preload-first-chunks.ts";
import { pureAnatomies } from "./build/pure-anatomies.ts";
import { routeShapes } from "./build/route-shapes.ts";
import { staticShell } from "./build/static-shell.ts";
import { zodWithoutEval } from "./build/zod-without-eval.ts";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The build's name, shown in Profile and sent with bug reports: what the deploy sets, else the commit. */
function commitName(): string {
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8", stdio: "pipe" }).trim();
  } catch {
    return "dev"; // not a git checkout (a source archive)
  }
}
process.env.VITE_APP_BUILD ||= commitName();

/**
 * The service worker's push handlers are one script for the console and the app
 * (web/public/push-handlers.js): the app's build emits the same file into its own scope.
 */
function pushHandlers(): Plugin {
  return {
    name: "push-handlers",
    generateBundle() {
      const source = readFileSync(here("../web/public/push-handlers.js"), "utf8");
      this.emitFile({ type: "asset", fileName: "push-handlers.js", source });
    },
  };
}

/**
 * The student and family app: its own entry, served by Hosting at /app/ from web/dist/app (built
 * after the console, whose build empties web/dist). It shares no chunk with the console: the two
 * builds never see each other's modules.
 */
export default defineConfig({
  base: "/app/",
  plugins: [
    react(),
    // The route tables without their schemas, and Zod set up for the CSP wherever it loads: Zod and
    // the schemas then come only with the screens whose forms use them, never on the first load.
    routeShapes(),
    zodWithoutEval(here("./src/main.tsx")),
    pureAnatomies(),
    pushHandlers(),
    appIcons(),
    staticShell(),
    preloadFirstChunks(["core"]),
    // Its own service worker, scoped to /app/: it precaches the shell and every chunk, so a
    // returning visit opens with no network. Nothing from /api, Firestore or Auth is cached here:
    // the last-seen answers live in localStorage (lib/offline-cache.ts) with when they were loaded.
    VitePWA({
      registerType: "autoUpdate",
      injectRegister: false,
      scope: "/app/",
      // The manifest is the school's (its name and logo, from Settings): the API makes it at
      // /api/app/manifest.webmanifest (functions/src/app-manifest), and index.html links it.
      manifest: false,
      workbox: {
        globPatterns: ["**/*.{js,css,html,png,svg}"],
        navigateFallback: "/app/index.html",
        navigateFallbackAllowlist: [/^\/app(\/|$)/],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        runtimeCaching: [],
        // Shows Web Push notifications and opens their screen on a click (web/public/push-handlers.js).
        importScripts: ["push-handlers.js"],
      },
    }),
  ],
  resolve: {
    alias: {
      "@": here("./src"),
      // Every answer's type comes from the API's own schemas (inside functions/ because deploy uploads it).
      "@shared": here("../functions/src/shared"),
      // Markdown students read goes through the console's own sanitising renderer (compiled into
      // the app's chunks: the app never loads the console's files).
      "@console-markdown": here("../web/src/components/ui/markdown-view.tsx"),
    },
  },
  server: {
    port: 5174,
    strictPort: true,
    proxy: { "/api": "http://127.0.0.1:5000" },
  },
  build: {
    outDir: here("../web/dist/app"),
    emptyOutDir: true,
    // WEB_SOURCEMAP=1, as for the console: maps beside the files, referenced by none, for the
    // bench's main-thread profile.
    sourcemap: process.env.WEB_SOURCEMAP === "1" ? "hidden" : false,
    manifest: true,
    rolldownOptions: {
      output: { codeSplitting: appChunks() },
      // Chakra's theme module builds its whole default config (every recipe, every anatomy) with
      // these calls, which the bundler cannot see are pure; the app's system (components/ui/
      // system.ts) uses a few recipes, and the unused ones are dropped only when the calls are.
      treeshake: {
        manualPureFunctions: ["defineConfig", "createAnatomy"],
        // CommonJS, so taken to have side effects, and imported only for Emotion's withTheme (which
        // the app does not use): without this they stay on the first load.
        moduleSideEffects: [
          { test: /\/node_modules\/(hoist-non-react-statics|react-is)\//, sideEffects: false },
        ],
      },
    },
  },
  test: {
    environment: "jsdom",
    globals: true,
    setupFiles: ["./src/test/setup.ts"],
    include: ["src/**/*.test.{ts,tsx}", "build/**/*.test.ts"],
  },
});
