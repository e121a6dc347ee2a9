import type { Rolldown } from "vite";

/*
 * How the app's build is cut: left alone the bundler makes a file per set of importers, and each
 * is a round trip on a phone line. Instead the first screen loads `core` (React, the router,
 * Chakra's system) and `auth` (Firebase Auth) beside the entry; `live` (Firestore)
 * loads after the first screen, for messages and uploads; each screen keeps its own chunk.
 */
const CORE =
  /\/node_modules\/(react|react-dom|scheduler|react-router|@emotion|stylis|hoist-non-react-statics|react-is|@pandacss|tslib|@chakra-ui|@ark-ui|@zag-js|@floating-ui)\/|rolldown\/runtime|vite\/(preload-helper|modulepreload-polyfill)/;
const AUTH = /\/node_modules\/(@firebase\/(app|auth|util|component|logger)|firebase\/(app|auth)|idb)\//;
// Zod with the module that configures it (build/zod-without-eval.ts), alone in `zod`: inside one
// chunk the configuration runs right after Zod and before any schema in the chunks that import it.
const ZOD = /\/node_modules\/zod\/|^\0zod-without-eval$/;
const LIVE = /\/node_modules\/(@firebase\/(firestore|webchannel-wrapper)|firebase\/firestore)\//;

export function appChunks(): Rolldown.CodeSplittingOptions {
  return {
    includeDependenciesRecursively: false,
    groups: [
      { debugName: "zod", name: (id) => (ZOD.test(id) ? "zod" : null), priority: 50 },
      { debugName: "live", name: (id) => (LIVE.test(id) ? "live" : null), priority: 40 },
      { debugName: "auth", name: (id) => (AUTH.test(id) ? "auth" : null), priority: 35 },
      { debugName: "core", name: (id) => (CORE.test(id) ? "core" : null), priority: 30 },
    ],
  };
}
