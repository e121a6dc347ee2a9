import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { chunkGroups } from "./build/chunk-groups.ts";
import { staticShell } from "./build/static-shell.ts";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  plugins: [react(), staticShell()],
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
    sourcemap: false,
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
