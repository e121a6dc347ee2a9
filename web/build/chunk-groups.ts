import { fileURLToPath } from "node:url";
import type { Rolldown } from "vite";

/*
 * How the production build is cut into files. Left to itself the bundler made one
 * chunk per set of importers: 160 files, some of 100 bytes. /login waited on 21 of them and a
 * signed-in screen on 78, a round trip for every six on a phone line. Instead:
 *
 * - `core` (with the small entry): React, the router, Chakra's system and theme, and the app's
 *   own modules the entry imports;
 * - `public`: the few components and the form code the sign-in page is made of, so /login needs
 *   nothing else (budget: 200 kB);
 * - `toasts`: the toast container, mounted just after the first paint;
 * - `ui`: every other shared component, icon, hook and library of the signed-in console, one
 *   file, cached after the first screen;
 * - `firebase`: Firebase Auth, loaded on sign-in and after the first screen;
 * - `live`: Firestore and reactfire (with the SDKs reactfire imports), after the first screen;
 * - `zod`: Zod and its configuration, first in line;
 * - each screen keeps its own chunk with what only it uses (the dashboard's chart, say).
 *
 * A group takes only the modules it names, not their dependencies: otherwise `ui` would pull
 * Chakra's system out of `core` and make /login load all of it. Module ids use "/" on every OS.
 */

const ENTRY = fileURLToPath(new URL("../src/main.tsx", import.meta.url)).replaceAll("\\", "/");
const SRC = "/web/src/";

const CORE = new RegExp(
  [
    "/node_modules/(react|react-dom|scheduler|react-router|react-router-dom|@emotion|stylis|hoist-non-react-statics|react-is|@pandacss|jwt-decode|tslib)/",
    "/node_modules/@chakra-ui/react/dist/esm/(?!components/)",
    "rolldown/runtime|vite/(preload-helper|modulepreload-polyfill)",
  ].join("|"),
);
const PUBLIC = new RegExp(
  [
    "/@chakra-ui/react/dist/esm/components/(absolute-center|alert|box|button|card|center|field|group|heading|icon|icons\\.js|input|link|loader|span|spinner|stack|text)\\b",
    "/@ark-ui/react/dist/(components/(field/|fieldset/|factory\\.js)|utils/|providers/)",
    "/node_modules/(@zag-js/(core|dom-query|utils|auto-resize|types|react)|@emotion/is-prop-valid|react-hook-form|@hookform/resolvers)/",
    `${SRC}features/auth/(components/auth-(card|form|link|notice)\\.tsx|sign-in-errors\\.ts)`,
    `${SRC}lib/(auth/|apply-field-errors\\.ts)`,
    `${SRC}components/ui/(form-field|current-password-field|text-state-field)\\.tsx`,
  ].join("|"),
);
const TOASTS = new RegExp(`/node_modules/(react-toastify|clsx)/|${SRC}components/ui/toasts\\.tsx`);
const UI = new RegExp(
  [
    "/@chakra-ui/react/dist/esm/components/",
    "/@ark-ui/react/dist/components/",
    "/node_modules/(@zag-js|@floating-ui|@internationalized|lucide-react|@tanstack|date-fns|@date-fns)/",
    `${SRC}(components|lib)/`,
  ].join("|"),
);
const FIREBASE = new RegExp(
  [
    "/node_modules/(@firebase/(app|auth|util|component|logger)|firebase/(app|auth)|idb)/",
    `${SRC}lib/(firebase\\.ts|auth/firebase-user\\.ts)`,
  ].join("|"),
);
const LIVE = new RegExp(
  [
    "/node_modules/(@firebase/(firestore|webchannel-wrapper|database|functions|installations|remote-config|storage)|firebase/(firestore|database|functions|storage)|re2js|reactfire|rxjs|use-sync-external-store)/",
    `${SRC}lib/(firestore|presence|storage)\\.ts`,
  ].join("|"),
);
// Zod with the module that configures it (lib/zod-without-eval.ts), alone in `zod`: inside one
// chunk the configuration runs right after Zod and before any schema in the chunks that import it.
// Split apart, a chunk of schemas could be built before it, and Chrome logs a CSP violation.
const ZOD = /\/node_modules\/zod\/|\/src\/lib\/zod-without-eval\.ts$/;
// Chakra's theme, in `core`, imports every component's anatomy: those stay with it.
const ANATOMY = /anatomy/;

/** The app's own modules that the entry imports statically (not following into node_modules). */
function entryAppModules(ctx: Rolldown.ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const stack = [ENTRY];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id) || id.includes("/node_modules/")) continue;
    seen.add(id);
    stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

export function chunkGroups(): Rolldown.CodeSplittingOptions {
  // One walk per build: the chunking context is the same for every module of a build.
  let entry: { ctx: Rolldown.ChunkingContext; modules: Set<string> } | undefined;
  const inEntry = (id: string, ctx: Rolldown.ChunkingContext) => {
    if (entry?.ctx !== ctx) entry = { ctx, modules: entryAppModules(ctx) };
    return entry.modules.has(id);
  };
  const group = (name: string, pattern: RegExp, priority: number): Rolldown.CodeSplittingGroup => ({
    debugName: name,
    name: (id, ctx) => (pattern.test(id) && !ANATOMY.test(id) && !inEntry(id, ctx) ? name : null),
    priority,
  });
  return {
    includeDependenciesRecursively: false,
    groups: [
      { debugName: "zod", name: (id) => (ZOD.test(id) ? "zod" : null), priority: 50 },
      {
        debugName: "core",
        name: (id, ctx) =>
          id !== ENTRY && (CORE.test(id) || ANATOMY.test(id) || inEntry(id, ctx)) ? "core" : null,
        priority: 40,
      },
      group("firebase", FIREBASE, 35),
      group("live", LIVE, 30),
      group("toasts", TOASTS, 25),
      group("public", PUBLIC, 20),
      group("ui", UI, 10),
    ],
  };
}
