import { createSystem, defaultBaseConfig, defineConfig } from "@chakra-ui/react";
import {
  accordionSlotRecipe, alertSlotRecipe, avatarSlotRecipe, badgeRecipe, breadcrumbSlotRecipe, buttonRecipe, cardSlotRecipe,
  checkboxSlotRecipe, checkmarkRecipe, codeRecipe, collapsibleSlotRecipe, comboboxSlotRecipe, containerRecipe, dataListSlotRecipe,
  dialogSlotRecipe, drawerSlotRecipe, emptyStateSlotRecipe, fieldSlotRecipe, fieldsetSlotRecipe, fileUploadSlotRecipe,
  headingRecipe, iconRecipe, inputAddonRecipe, inputRecipe, kbdRecipe, linkRecipe, listSlotRecipe, markRecipe, menuSlotRecipe,
  nativeSelectSlotRecipe, numberInputSlotRecipe, popoverSlotRecipe, progressSlotRecipe, radioCardSlotRecipe, radioGroupSlotRecipe,
  radiomarkRecipe, scrollAreaSlotRecipe, segmentGroupSlotRecipe, selectSlotRecipe, separatorRecipe, skeletonRecipe,
  skipNavLinkRecipe, spinnerRecipe, statSlotRecipe, statusSlotRecipe, stepsSlotRecipe, switchSlotRecipe, tableSlotRecipe,
  tabsSlotRecipe, tagSlotRecipe, textareaRecipe, tooltipSlotRecipe, checkboxCardSlotRecipe,
  animationStyles, breakpoints, cssVarsPrefix, cssVarsRoot, globalCss, keyframes, layerStyles, semanticTokens, textStyles, tokens,
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
    breakpoints, keyframes, tokens, semanticTokens, textStyles, layerStyles, animationStyles,
    recipes: {
      badge: badgeRecipe, button: buttonRecipe, checkmark: checkmarkRecipe, code: codeRecipe, container: containerRecipe,
      heading: headingRecipe, icon: iconRecipe, input: inputRecipe, inputAddon: inputAddonRecipe, kbd: kbdRecipe, link: linkRecipe,
      mark: markRecipe, radiomark: radiomarkRecipe, separator: separatorRecipe, skeleton: skeletonRecipe,
      skipNavLink: skipNavLinkRecipe, spinner: spinnerRecipe, textarea: textareaRecipe,
    },
    slotRecipes: {
      accordion: accordionSlotRecipe, alert: alertSlotRecipe, avatar: avatarSlotRecipe, breadcrumb: breadcrumbSlotRecipe,
      card: cardSlotRecipe, checkbox: checkboxSlotRecipe, checkboxCard: checkboxCardSlotRecipe, collapsible: collapsibleSlotRecipe,
      combobox: comboboxSlotRecipe, dataList: dataListSlotRecipe, dialog: dialogSlotRecipe, drawer: drawerSlotRecipe,
      emptyState: emptyStateSlotRecipe, field: fieldSlotRecipe, fieldset: fieldsetSlotRecipe, fileUpload: fileUploadSlotRecipe,
      list: listSlotRecipe, menu: menuSlotRecipe, nativeSelect: nativeSelectSlotRecipe, numberInput: numberInputSlotRecipe,
      popover: popoverSlotRecipe, progress: progressSlotRecipe, radioCard: radioCardSlotRecipe, radioGroup: radioGroupSlotRecipe,
      scrollArea: scrollAreaSlotRecipe, segmentGroup: segmentGroupSlotRecipe, select: selectSlotRecipe, stat: statSlotRecipe,
      status: statusSlotRecipe, steps: stepsSlotRecipe, switch: switchSlotRecipe, table: tableSlotRecipe, tabs: tabsSlotRecipe,
      tag: tagSlotRecipe, tooltip: tooltipSlotRecipe,
    },
  },
});

export const system = createSystem(
  defaultBaseConfig,
  base,
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
          // Chakra's red.500 error text is 3.8:1 on white; red.600 meets WCAG AA (4.8:1) (axe: color-contrast).
          fg: { error: { value: { _light: "{colors.red.600}", _dark: "{colors.red.300}" } } },
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
