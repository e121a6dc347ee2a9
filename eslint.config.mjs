// One lint setup for every workspace.
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const featureBoundaries = {
  // Features never import each other (STYLE habit 1): shared code goes to components/ or lib/.
  patterns: [{ group: ["@/features/*/**", "!@/features/*"], message: "Import from your own feature or from components/lib; features do not import each other." }],
};

export default tseslint.config(
  { ignores: ["**/node_modules/**", "web/dist/**", "functions/lib/**", "**/.cache/**", "tests/.artifacts/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    files: ["web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
    },
  },
  {
    files: ["web/src/features/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", featureBoundaries] },
  },
  {
    files: ["functions/src/shared/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["firebase-admin*", "firebase-functions*"], message: "shared/ is imported by the web: no server SDKs here." }] }],
    },
  },
);
