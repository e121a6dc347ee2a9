import { createSystem, defaultBaseConfig, defineConfig } from "@chakra-ui/react";
import {
  alertSlotRecipe,
  avatarSlotRecipe,
  badgeRecipe,
  buttonRecipe,
  cardSlotRecipe,
  fieldSlotRecipe,
  headingRecipe,
  inputRecipe,
  linkRecipe,
  nativeSelectSlotRecipe,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  textareaRecipe,
  breakpoints,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  keyframes,
  semanticTokens,
  textStyles,
  tokens,
} from "@chakra-ui/react/theme";

/**
 * The app's one theme: Chakra's base with only the recipes of the components the app draws (each
 * recipe is code on the first load, which has a budget of 150 kB), the system font stack and the
 * academy's violet, as in the console. A Chakra component not listed here renders unstyled.
 */
const SYSTEM_FONTS = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/**
 * Palettes no screen of the app draws with. Chakra's base builds a token and a CSS variable for
 * every shade of every palette when the app starts, on the first screen's main thread: leaving
 * these out makes that start shorter. A test checks every `colorPalette` the app names is kept.
 */
const UNDRAWN_PALETTES = new Set(["yellow", "teal", "cyan", "purple", "pink"]);
const drawn = <T extends object>(colors: T): T =>
  Object.fromEntries(Object.entries(colors).filter(([name]) => !UNDRAWN_PALETTES.has(name))) as T;

const scale = <K extends string | number>(values: Record<K, string>) =>
  Object.fromEntries(Object.entries(values).map(([k, value]) => [k, { value }])) as Record<
    K,
    { value: string }
  >;

export const system = createSystem(
  defaultBaseConfig,
  defineConfig({
    preflight: true,
    cssVarsPrefix,
    cssVarsRoot,
    globalCss,
    theme: {
      breakpoints,
      keyframes,
      tokens: { ...tokens, colors: drawn(tokens.colors) },
      semanticTokens: { ...semanticTokens, colors: drawn(semanticTokens.colors) },
      textStyles,
      recipes: {
        badge: badgeRecipe,
        button: buttonRecipe,
        heading: headingRecipe,
        input: inputRecipe,
        link: linkRecipe,
        separator: separatorRecipe,
        skeleton: skeletonRecipe,
        spinner: spinnerRecipe,
        textarea: textareaRecipe,
      },
      slotRecipes: {
        alert: alertSlotRecipe,
        avatar: avatarSlotRecipe,
        card: cardSlotRecipe,
        nativeSelect: nativeSelectSlotRecipe,
        field: fieldSlotRecipe,
      },
    },
  }),
  defineConfig({
    globalCss: { "html, body": { bg: "bg.subtle", color: "fg", minHeight: "100%" } },
    theme: {
      tokens: {
        fonts: scale({ body: SYSTEM_FONTS, heading: SYSTEM_FONTS }),
        colors: {
          brand: scale({
            50: "#f5f3ff",
            100: "#ede9fe",
            200: "#ddd6fe",
            500: "#8b5cf6",
            600: "#7c3aed",
            700: "#6d28d9",
            800: "#5b21b6",
          }),
        },
      },
      semanticTokens: {
        colors: {
          // red.600 error text meets WCAG AA on white (axe: color-contrast); red.500 does not.
          fg: { error: { value: { _light: "{colors.red.600}", _dark: "{colors.red.300}" } } },
          brand: scale({
            solid: "{colors.brand.700}",
            contrast: "white",
            fg: "{colors.brand.700}",
            muted: "{colors.brand.100}",
            subtle: "{colors.brand.50}",
            emphasized: "{colors.brand.200}",
            focusRing: "{colors.brand.600}",
          }),
        },
      },
    },
  }),
);
