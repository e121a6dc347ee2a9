import react from "@vitejs/plugin-react";
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { VitePWA } from "vite-plugin-pwa";
import { defineConfig } from "vitest/config";
import { chunkGroups } from "./build/chunk-groups.ts";
import { staticShell } from "./build/static-shell.ts";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The build's name (lib/app-build.ts): what the deploy sets, else the commit, else "dev". */
function commitName(): string {
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8", stdio: "pipe" }).trim();
  } catch {
    return "dev"; // not a git checkout (a source archive)
  }
}
process.env.VITE_APP_BUILD ||= commitName();

export default defineConfig({
  plugins: [
    react(),
    staticShell(),
    // A service worker that precaches the built app, so repeat visits and offline start from the
    // device. "prompt": a new deploy waits until the user accepts the "new version" banner
    // (app/new-version.ts registers it), never a swap mid-session. Nothing from /api, Firestore or
    // Auth is cached: no runtime caching at all, and navigations under /api, Firebase's reserved
    // /__/ paths and the student app's /app/ go to the network.
    VitePWA({
      registerType: "prompt",
      injectRegister: false,
      manifest: {
        name: "Studio Admin",
        short_name: "Studio Admin",
        description: "The staff console of your dance academy.",
        start_url: "/dashboard",
        display: "standalone",
        background_color: "#ffffff",
        theme_color: "#6d28d9",
        icons: [{ src: "/favicon.svg", sizes: "any", type: "image/svg+xml" }],
      },
      workbox: {
        globPatterns: ["**/*.{js,css,html,svg,woff2}"],
        // The student app under /app/ has its own worker and cache: never precached or answered here.
        globIgnores: ["app/**"],
        navigateFallback: "/index.html",
        navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/__\//, /^\/app(\/|$)/],
        cleanupOutdatedCaches: true,
        runtimeCaching: [],
        // Shows Web Push notifications and opens their screen on a click (public/push-handlers.js).
        importScripts: ["push-handlers.js"],
      },
    }),
  ],
  resolve: {
    alias: {
      "@": here("./src"),
      // Shared zod schemas and types live inside functions/ because deploy uploads only that folder.
      "@shared": here("../functions/src/shared"),
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: { "/api": "http://127.0.0.1:5000" },
  },
  build: {
    // WEB_SOURCEMAP=1: maps beside the files, referenced by none (the bench's main-thread profile
    // reads them to name the modules the time goes to).
    sourcemap: process.env.WEB_SOURCEMAP === "1" ? "hidden" : false,
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: { output: { codeSplitting: chunkGroups() } },
  },
  test: {
    environment: "jsdom",
    globals: true,
    setupFiles: ["./src/test/setup.ts"],
    include: ["src/**/*.test.{ts,tsx}", "build/**/*.test.ts"],
  },
});
