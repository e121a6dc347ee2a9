// The import graph of web/src and functions/src, checked on resolved paths (aliases included):
// no cycles, and no arrow running up the layers (docs/conventions.md). The same layers are in
// eslint.config.mjs as import patterns, for the editor; this check also sees what a pattern can miss.
// Pure JavaScript on purpose: a resolver with native platform packages broke `npm ci` here.

/** Web: main -> app -> features -> components -> lib. */
const WEB = "^web/src/";
/**
 * Functions: index -> server (the composition root) -> <resource> routers -> api (the HTTP toolkit)
 * and <resource> handlers/repositories -> lib, config -> shared.
 */
const FN = "^functions/src/";

module.exports = {
  forbidden: [
    {
      name: "no-cycle",
      comment: "Two modules import each other, directly or round a loop: one of them belongs below.",
      severity: "error",
      from: { path: `${WEB}|${FN}` },
      to: { circular: true, viaOnly: { dependencyTypesNot: ["type-only"] } },
    },
    {
      // A loop closed only by `import type` does not run, so it warns for now; move the shared
      // type below both modules and it goes away.
      name: "no-type-cycle",
      comment: "Two modules import each other's types round a loop: the shared type belongs below both.",
      severity: "warn",
      from: { path: `${WEB}|${FN}` },
      to: { circular: true, via: { dependencyTypes: ["type-only"] } },
    },
    {
      name: "web-lib-imports-up",
      comment: "web lib/ is the bottom layer: it imports no component, feature or app code.",
      severity: "error",
      from: { path: `${WEB}lib/` },
      to: { path: `${WEB}(components|features|app)/|${WEB}main\\.tsx$` },
    },
    {
      name: "web-components-import-up",
      comment: "web components/ import only lib/ and other components.",
      severity: "error",
      from: { path: `${WEB}components/` },
      to: { path: `${WEB}(features|app)/|${WEB}main\\.tsx$` },
    },
    {
      name: "web-features-import-up-or-across",
      comment: "A feature imports its own files, components/ and lib/: not the app, not another feature.",
      severity: "error",
      from: { path: `${WEB}features/([^/]+)/` },
      to: { path: `${WEB}(app/|main\\.tsx$|features/)`, pathNot: `${WEB}features/$1/` },
    },
    {
      name: "fn-shared-imports-up",
      comment: "functions shared/ is imported by the web: it imports only shared/ and no server SDK.",
      severity: "error",
      from: { path: `${FN}shared/` },
      to: { path: `${FN}|(^|/)node_modules/firebase-(admin|functions)/`, pathNot: `${FN}shared/` },
    },
    {
      name: "fn-lib-imports-up",
      comment:
        "functions lib/ and config/ sit below the resources and the API: they import only lib/, config/ and shared/.",
      severity: "error",
      from: { path: `${FN}(lib|config)/` },
      to: { path: FN, pathNot: `${FN}(lib|config|shared)/` },
    },
    {
      name: "fn-resources-import-http",
      comment:
        "Handlers, repositories and triggers know nothing of HTTP: only a resource's router (and the composition root) may import api/.",
      severity: "error",
      from: {
        path: `${FN}[^/]+/`,
        pathNot: `${FN}(api|server)/|\\.router\\.ts$|/__tests__/`,
      },
      to: { path: `${FN}(api|server)/` },
    },
    {
      name: "fn-api-imports-routers",
      comment:
        "api/ is the toolkit routers are built with: it mounts nothing, so no arrow runs from it back up to a router or the composition root.",
      severity: "error",
      from: { path: `${FN}api/` },
      to: { path: `\\.router\\.ts$|${FN}server/` },
    },
    {
      name: "fn-only-index-imports-server",
      comment: "server/ mounts every router: only the functions' entry point imports it.",
      severity: "error",
      from: { path: FN, pathNot: `${FN}(index\\.ts$|server/)` },
      to: { path: `${FN}server/` },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^functions/lib/|^web/dist/" },
    // Type-only imports count: an upward arrow made of types is still one.
    tsPreCompilationDeps: true,
    // web's tsconfig knows the `@/` and `@shared/` aliases; functions import relatively.
    // An absolute name: TypeScript resolves its `extends` against it.
    tsConfig: { fileName: `${__dirname}/web/tsconfig.json` },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
  },
};
