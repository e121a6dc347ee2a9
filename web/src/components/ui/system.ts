import { createSystem, defaultBaseConfig, defineConfig } from "@chakra-ui/react";
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  avatarSlotRecipe,
  badgeRecipe,
  breadcrumbSlotRecipe,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  collapsibleSlotRecipe,
  comboboxSlotRecipe,
  containerRecipe,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  fileUploadSlotRecipe,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  kbdRecipe,
  linkRecipe,
  listSlotRecipe,
  markRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  numberInputSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  radioCardSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  scrollAreaSlotRecipe,
  segmentGroupSlotRecipe,
  selectSlotRecipe,
  separatorRecipe,
  skeletonRecipe,
  skipNavLinkRecipe,
  spinnerRecipe,
  statSlotRecipe,
  statusSlotRecipe,
  stepsSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  tagSlotRecipe,
  textareaRecipe,
  tooltipSlotRecipe,
  checkboxCardSlotRecipe,
  animationStyles,
  breakpoints,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  keyframes,
  layerStyles,
  semanticTokens,
  textStyles,
  tokens,
} from "@chakra-ui/react/theme";

/**
 * The one theme: Chakra's base, the recipes of the components this console uses (not all ~80 of
 * them: that keeps /login within its budget), the system font stack and the academy's violet.
 * Using a Chakra component that is not listed here renders it unstyled: add its recipe below.
 */
const base = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      code: codeRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      kbd: kbdRecipe,
      link: linkRecipe,
      mark: markRecipe,
      radiomark: radiomarkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      skipNavLink: skipNavLinkRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      accordion: accordionSlotRecipe,
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      breadcrumb: breadcrumbSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      checkboxCard: checkboxCardSlotRecipe,
      collapsible: collapsibleSlotRecipe,
      combobox: comboboxSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      fileUpload: fileUploadSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      numberInput: numberInputSlotRecipe,
      popover: popoverSlotRecipe,
      progress: progressSlotRecipe,
      radioCard: radioCardSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      scrollArea: scrollAreaSlotRecipe,
      segmentGroup: segmentGroupSlotRecipe,
      select: selectSlotRecipe,
      stat: statSlotRecipe,
      status: statusSlotRecipe,
      steps: stepsSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      tag: tagSlotRecipe,
      tooltip: tooltipSlotRecipe,
    },
  },
});

const SYSTEM_FONTS = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** A scale of plain values as Chakra tokens (each wrapped as `{ value }`). */
function tokenScale<K extends string | number>(values: Record<K, string>): Record<K, { value: string }> {
  return Object.fromEntries(Object.entries(values).map(([k, value]) => [k, { value }])) as Record<
    K,
    { value: string }
  >;
}

export const system = createSystem(
  defaultBaseConfig,
  base,
  defineConfig({
    globalCss: {
      "html, body": { bg: "bg.subtle", color: "fg", minHeight: "100%" },
      // Zag unmounts a closed overlay at its exit animation's end, which it starts listening for
      // one frame after the close. A long task in between (the saved list re-rendering on a busy
      // phone) lets the animation end unheard, and the closed dialog stays over the page for good.
      // With no exit animation there is nothing to wait for, so it leaves on that frame.
      ":is([data-scope=dialog], [data-scope=drawer], [data-scope=menu], [data-scope=popover], [data-scope=tooltip], [data-scope=select], [data-scope=combobox])[data-state=closed]":
        { animation: "none !important" },
      "#nprogress .bar": {
        background: "var(--chakra-colors-brand-500) !important",
        height: "3px !important",
      },
    },
    theme: {
      tokens: {
        fonts: tokenScale({ body: SYSTEM_FONTS, heading: SYSTEM_FONTS }),
        colors: {
          brand: tokenScale({
            50: "#f5f3ff",
            100: "#ede9fe",
            200: "#ddd6fe",
            300: "#c4b5fd",
            400: "#a78bfa",
            500: "#8b5cf6",
            600: "#7c3aed",
            700: "#6d28d9",
            800: "#5b21b6",
            900: "#4c1d95",
            950: "#2e1065",
          }),
        },
      },
      semanticTokens: {
        colors: {
          // Chakra's red.500 error text is 3.8:1 on white; red.600 meets WCAG AA (4.8:1) (axe: color-contrast).
          fg: { error: { value: { _light: "{colors.red.600}", _dark: "{colors.red.300}" } } },
          brand: tokenScale({
            solid: "{colors.brand.700}",
            contrast: "white",
            fg: "{colors.brand.700}",
            muted: "{colors.brand.100}",
            subtle: "{colors.brand.50}",
            emphasized: "{colors.brand.200}",
            focusRing: "{colors.brand.600}",
          }),
          sidebar: tokenScale({
            bg: "#1f1b3a",
            fg: "#c9c5e3",
            muted: "#8e89b3",
            hover: "#2c2750",
            active: "#3b3470",
          }),
        },
      },
    },
  }),
);
