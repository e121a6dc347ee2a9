// One lint setup for every workspace.
import js from "@eslint/js";
import checkFile from "eslint-plugin-check-file";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The layers. Web: main -> app -> features -> components -> lib; features never
 * import each other. Functions: index -> api -> <resource> -> lib -> shared; shared is imported by
 * the web, so it holds no server SDK. An arrow never runs upward.
 */
const webLayer = (message, ...groups) => ({ patterns: [{ group: groups, message }] });
const webRules = {
  lib: webLayer(
    "lib/ is the bottom layer: it imports no component, feature or app code.",
    "@/components/*",
    "@/features/*",
    "@/app/*",
    "**/components/**",
    "**/features/**",
    "**/app/**",
  ),
  components: webLayer(
    "components/ import only lib/ and other components.",
    "@/features/*",
    "@/app/*",
    "**/features/**",
    "**/app/**",
  ),
  features: webLayer(
    "Import from your own feature or from components/lib; features do not import each other or the app.",
    "@/features/*/**",
    "!@/features/*",
    "@/app/*",
    "**/app/**",
  ),
};

/**
 * Screens and components call the API through a route of the table (`apiCall`), never by path,
 * and write through the one mutation recipe, which names the queries each change makes stale.
 */
const routeCallsOnly = {
  paths: [
    {
      name: "@/lib/api-client",
      importNames: ["apiRequest", "apiData", "apiDownload", "prefetchGet"],
      message:
        "Call the API through a route of the table: apiCall or routeQueryOptions (@/lib/api-call, @/lib/api-query).",
    },
    {
      name: "@tanstack/react-query",
      importNames: ["useMutation"],
      message:
        "Write through useRefreshingMutation (@/lib/refreshing-mutation): it says which queries the change makes stale.",
    },
  ],
};

/**
 * A screen's load shows its states through one recipe: QueryStates (one query, `allQueries` for
 * several, `liveQuery` for a listener, `liveFailure` for a listener's error boundary) or
 * CursorListStates for "Load more" lists. Features never compose the skeleton and the failure
 * themselves. (Console features only: the app has its own DataStates.)
 */
/** Archiving says so with Undo, and restoring says so, only through archiveToggle (archiveTitled). */
const archiveOnly = {
  name: "@/components/ui/toasts",
  importNames: ["toastWithUndo"],
  message: "Archive and restore through archiveToggle or archiveTitled (@/components/ui/archive-toggle).",
};

/** The app's: DataStates for a screen's load (MorePages for a next page), never the parts by hand. */
const appListStatesOnly = {
  name: "@/components/ui/data-states",
  importNames: ["LoadingRows", "LoadFailed"],
  message: "Show a load with DataStates (liveLoad for a listener) and a next page with MorePages.",
};

const listStatesOnly = {
  name: "@/components/ui/load-states",
  importNames: ["ListSkeleton", "LoadError", "QueryError"],
  message:
    "Show a load's states with QueryStates (allQueries, liveQuery, liveFailure) or CursorListStates, not by hand.",
};

/**
 * The console's forms: useSchemaForm with the API's zod schema; a failed save through
 * submitOrReport, any other failed request a toast with Retry. Written out only in these files.
 * (Syntax, not no-restricted-imports: that rule holds the layer paths for the same files.)
 */
const consoleFormRecipeFiles = [
  "web/src/lib/use-schema-form.ts",
  "web/src/lib/notify.ts",
  "web/src/components/ui/toasts.tsx",
  "web/src/components/ui/use-error-toast.ts",
  "web/src/components/ui/report-save-failure.ts",
];
const consoleFormRules = [
  {
    selector: "ImportDeclaration[source.value='react-hook-form'] > ImportSpecifier[imported.name='useForm']",
    message: "Make a form with useSchemaForm (@/lib/use-schema-form) and the API's zod schema.",
  },
  {
    selector: "ImportDeclaration[source.value='@hookform/resolvers/zod']",
    message: "Make a form with useSchemaForm (@/lib/use-schema-form) and the API's zod schema.",
  },
  {
    selector: "MemberExpression[object.name='toast'][property.name='error']",
    message:
      "Report a failed save with submitOrReport (@/components/ui/report-save-failure), any other failure with toastErrorWithRetry or useErrorToast.",
  },
];

/**
 * The console's writes name the queries a change makes stale (useRefreshingMutation, or
 * refreshQueries outside a component); only the recipe refreshes the cache. The attendance register
 * keeps its own: its marks are queued on the device offline and sent later.
 */
const consoleCacheRecipeFiles = [
  "web/src/lib/refreshing-mutation.ts",
  "web/src/features/attendance/hooks/use-attendance-register.ts",
  "web/src/features/attendance/offline/queued-marks-sync.tsx",
];
const consoleCacheRules = [
  {
    selector: "CallExpression[callee.property.name=/^(invalidateQueries|resetQueries)$/]",
    message:
      "Name the stale queries in useRefreshingMutation's `stale`, or call refreshQueries() from @/lib/refreshing-mutation.",
  },
];

const fnLayer = (message, regex, ...group) => ({
  patterns: [{ regex, message }, ...(group.length ? [{ group, message }] : [])],
});

/** kebab-case names with an optional role suffix: `create-student.handler.ts`, `users.rules.test.ts`. */
const KEBAB = "+([a-z0-9])*(-+([a-z0-9]))";
const ROLES = "@(handler|schema|routes|router|repository|trigger|schedule|rules|api|script|spec|d)";
const fileName = `${KEBAB}?(.${ROLES})?(.test)`;

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "web/dist/**",
      "functions/lib/**",
      "**/.cache/**",
      "tests/.artifacts/**",
      ".emulator-data/**",
    ],
  },
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
    files: [
      "web/src/**/*.{ts,tsx}",
      "app/src/**/*.{ts,tsx}",
      "app/build/**/*.ts",
      "functions/src/**/*.ts",
      "tests/**/*.ts",
      "scripts/**/*.mjs",
    ],
    plugins: { "check-file": checkFile },
    rules: {
      "check-file/filename-naming-convention": ["error", { "**/*.{ts,tsx,mjs}": fileName }],
      "check-file/folder-naming-convention": ["error", { "**/": "+([a-z0-9_])*(-+([a-z0-9_]))" }],
    },
  },
  {
    // A focused or skipped test passes the run without running the others: never committed.
    files: ["**/*.{ts,tsx,mjs}"],
    rules: {
      "no-restricted-properties": [
        "error",
        ...["describe", "it", "test", "suite", "bench"].flatMap((object) =>
          ["only", "skip"].map((property) => ({
            object,
            property,
            message: `${object}.${property} leaves tests out of the run: remove it before committing.`,
          })),
        ),
      ],
    },
  },
  {
    files: ["web/**/*.{ts,tsx}", "app/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
    },
  },
  {
    // A screen longer than this is split: a hook for its state and saves, and a view of parts.
    files: ["web/src/**/*.tsx", "app/src/**/*.tsx"],
    rules: { "max-lines": ["error", { max: 250, skipBlankLines: true, skipComments: true }] },
  },
  // The student app (app/src) has the same layers as the console.
  {
    files: ["web/src/lib/**/*.{ts,tsx}", "app/src/lib/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", webRules.lib] },
  },
  {
    files: ["web/src/components/**/*.{ts,tsx}", "app/src/components/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { ...webRules.components, ...routeCallsOnly }] },
  },
  {
    files: ["web/src/features/**/*.{ts,tsx}", "app/src/features/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          ...webRules.features,
          paths: [...routeCallsOnly.paths, listStatesOnly, archiveOnly, appListStatesOnly],
        },
      ],
    },
  },
  {
    // The app's recipes: a form through useSchemaSubmit + SchemaForm, a save from a button through
    // useSave, a failed save shown by SaveFailed; only those files write the steps out.
    files: ["app/src/**/*.{ts,tsx}"],
    ignores: [
      "app/src/components/ui/schema-form.tsx",
      "app/src/components/ui/data-states.tsx",
      "app/src/lib/**",
    ],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "JSXAttribute[name.name='onSubmit']",
          message: "Submit a form with useSchemaSubmit and SchemaForm (@/components/ui/schema-form).",
        },
        {
          selector:
            "JSXOpeningElement:has(JSXAttribute[name.name='role'][value.value='alert']):has(JSXAttribute[name.name='color'][value.value=/^(fg\\.error|red\\.\\d+)$/])",
          message: "Show a failed save with SaveFailed (@/components/ui/data-states) or FormNotes.",
        },
        {
          selector: "ImportSpecifier[imported.name='ApiError']",
          message:
            "Screens do not unpack API errors: save with useSave or useSchemaSubmit, load with DataStates.",
        },
      ],
    },
  },
  // The console's recipes. One no-restricted-syntax list per file (a later block's list replaces an
  // earlier one's), so each recipe file is exempt only from the rule it writes out.
  {
    files: ["web/src/**/*.{ts,tsx}"],
    ignores: [...consoleFormRecipeFiles, ...consoleCacheRecipeFiles],
    rules: { "no-restricted-syntax": ["error", ...consoleFormRules, ...consoleCacheRules] },
  },
  {
    files: consoleCacheRecipeFiles,
    rules: { "no-restricted-syntax": ["error", ...consoleFormRules] },
  },
  {
    files: consoleFormRecipeFiles,
    rules: { "no-restricted-syntax": ["error", ...consoleCacheRules] },
  },
  {
    files: ["functions/src/shared/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        fnLayer(
          "shared/ is imported by the web: no server SDKs and nothing from the layers above.",
          "^\\.\\./",
          "firebase-admin*",
          "firebase-functions*",
        ),
      ],
    },
  },
  {
    files: ["functions/src/lib/**/*.ts", "functions/src/config/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        fnLayer(
          "lib/ sits below the resources and the API: it imports only lib/, config/ and shared/.",
          "^\\.\\./(?!lib/|config/|shared/)",
        ),
      ],
    },
  },
);
