import { createSystem, defaultConfig, defineConfig } from "@chakra-ui/react";

/** The one theme: Chakra's defaults, the system font stack and the academy's violet. */
export const system = createSystem(
  defaultConfig,
  defineConfig({
    globalCss: {
      "html, body": { bg: "bg.subtle", color: "fg", minHeight: "100%" },
      "#nprogress .bar": { background: "var(--chakra-colors-brand-500) !important", height: "3px !important" },
    },
    theme: {
      tokens: {
        fonts: {
          body: { value: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" },
          heading: { value: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" },
        },
        colors: {
          brand: {
            50: { value: "#f5f3ff" },
            100: { value: "#ede9fe" },
            200: { value: "#ddd6fe" },
            300: { value: "#c4b5fd" },
            400: { value: "#a78bfa" },
            500: { value: "#8b5cf6" },
            600: { value: "#7c3aed" },
            700: { value: "#6d28d9" },
            800: { value: "#5b21b6" },
            900: { value: "#4c1d95" },
            950: { value: "#2e1065" },
          },
        },
      },
      semanticTokens: {
        colors: {
          brand: {
            solid: { value: "{colors.brand.700}" },
            contrast: { value: "white" },
            fg: { value: "{colors.brand.700}" },
            muted: { value: "{colors.brand.100}" },
            subtle: { value: "{colors.brand.50}" },
            emphasized: { value: "{colors.brand.200}" },
            focusRing: { value: "{colors.brand.600}" },
          },
          sidebar: {
            bg: { value: "#1f1b3a" },
            fg: { value: "#c9c5e3" },
            muted: { value: "#8e89b3" },
            hover: { value: "#2c2750" },
            active: { value: "#3b3470" },
          },
        },
      },
    },
  }),
);
