import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Rolldown } from "vite";

/*
 * How the app's build is cut: left alone the bundler makes a file per set of importers, and each
 * is a round trip on a phone line. Instead the first screen loads `core` (React, the router,
 * Chakra's system and the components the first screens draw) beside the entry; `ui-later` (the
 * Chakra, Ark and Zag modules only later screens use: Switch, Avatar, NativeSelect...) comes with
 * the first of those screens; `auth` (Firebase Auth) loads on sign-in or after the first screen,
 * `live` (Firestore) after the first screen, for messages and uploads. Of the app's own modules,
 * the entry's go in `boot` with the preload helper, those the app's start and both first screens
 * run go in `core` too, and those only the home adds go in `home`: left apart they were fourteen
 * files of under 8 kB each, a queue of round trips before the home could draw. Every other screen
 * keeps its own chunk.
 */
const VENDOR =
  /\/node_modules\/(react|react-dom|scheduler|react-router|@emotion|stylis|hoist-non-react-statics|react-is|@pandacss|tslib|@chakra-ui|@ark-ui|@zag-js|@floating-ui|lucide-react)\/|rolldown\/runtime|vite\/(preload-helper|modulepreload-polyfill)/;
const AUTH = /\/node_modules\/(@firebase\/(app|auth|util|component|logger)|firebase\/(app|auth)|idb)\//;
// Zod with the module that configures it (build/zod-without-eval.ts), alone in `zod`: inside one
// chunk the configuration runs right after Zod and before any schema in the chunks that import it.
const ZOD = /\/node_modules\/zod\/|^\0zod-without-eval$/;
const LIVE = /\/node_modules\/(@firebase\/(firestore|webchannel-wrapper)|firebase\/firestore)\//;

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const MAIN = source("../src/main.tsx");
const START = source("../src/start.tsx");
const SIGN_IN = source("../src/features/auth/components/sign-in-page.tsx");
const HOME = source("../src/features/home/components/home-page.tsx");
/** What the first load runs: the entry, the app it starts, and the two screens it may show first. */
const FIRST_LOAD = [MAIN, START, SIGN_IN, HOME];

// Always on the first load: the runtime helpers index.html and every chunk use. They load with the
// entry, which asks for everything else through them.
const RUNTIME = /rolldown\/runtime|vite\/(preload-helper|modulepreload-polyfill)/;

/*
 * Chakra's entry imports every component, and so do Ark's entries, Chakra's list of anatomies and
 * its theme (every recipe), so following their imports would put all of them on the first load.
 * From these, only the components the first load's own modules import from Chakra are followed
 * (anatomies always: the theme's recipes read them). A component's own imports are all followed.
 */
const AGGREGATOR =
  /\/node_modules\/(@chakra-ui\/react\/dist\/esm\/(index|anatomy|theme\/.+)|@ark-ui\/react\/dist\/(index|providers\/index))\.js$/;
const ZAG_ENTRY = /\/node_modules\/@zag-js\/([^/]+)\/dist\/index\.mjs$/;
const ANATOMY = /\.anatomy\.m?js$/;
const CHAKRA_ENTRY = /\/node_modules\/@chakra-ui\/react\/dist\/esm\/index\.js$/;
const COMPONENT =
  /\/node_modules\/(?:@chakra-ui\/react\/dist\/esm|@ark-ui\/react\/dist)\/(?:components|providers)\/([^/]+)\//;
const CHAKRA_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']@chakra-ui\/react["']/g;

type ModuleInfoOf = Rolldown.ChunkingContext["getModuleInfo"];

const ownModule = (id: string) => !id.includes("/node_modules/") && !id.startsWith("\0");

/** The names an import list takes from its module (`A as B` takes A; type-only names left out). */
const importedNames = (list: string) =>
  list
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith("type "))
    .map((part) => part.split(/\s+as\s+/)[0]!);

/** Each name Chakra's entry exports -> the component it comes from (its folder's name). */
function chakraComponents(entry: string, code: string): Map<string, string> {
  const componentOf = (spec: string) => COMPONENT.exec(join(dirname(entry), spec) + "/")?.[1];
  const namespaces = new Map<string, string | undefined>();
  for (const [, name, spec] of code.matchAll(/import \* as (\S+) from '(\.[^']+)'/g))
    namespaces.set(name!, componentOf(spec!));
  const components = new Map<string, string>();
  for (const [, list, spec] of code.matchAll(/export \{([^}]*)\}(?: from '([^']+)')?/g))
    for (const part of list!.split(",")) {
      const [inner, outer] = part.trim().split(/\s+as\s+/);
      const component = spec?.startsWith(".") ? componentOf(spec) : spec ? undefined : namespaces.get(inner!);
      if (component) components.set(outer ?? inner!, component);
    }
  return components;
}

/** Every module the first load imports statically (not what it imports on demand). */
function firstLoadModules(getModuleInfo: ModuleInfoOf): Set<string> {
  const walk = (follow: (from: string, to: string) => boolean) => {
    const seen = new Set<string>();
    const queue = [...FIRST_LOAD];
    while (queue.length) {
      const id = queue.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      queue.push(...(getModuleInfo(id)?.importedIds ?? []).filter((to) => follow(id, to)));
    }
    return seen;
  };
  for (const id of FIRST_LOAD)
    if (!getModuleInfo(id)) throw new Error(`app-chunks: ${id} is not in the build`);
  // The components the app's own first-load modules name.
  const own = walk((_, to) => ownModule(to) || CHAKRA_ENTRY.test(to));
  const entry = [...own].find((id) => CHAKRA_ENTRY.test(id));
  const components = entry ? chakraComponents(entry, getModuleInfo(entry)?.code ?? "") : new Map();
  const used = new Set<string>();
  for (const id of own)
    if (ownModule(id))
      for (const [, list] of (getModuleInfo(id)?.code ?? "").matchAll(CHAKRA_IMPORT))
        for (const name of importedNames(list!)) used.add(components.get(name) ?? name);
  // A Zag package's entry also holds its machine; from an anatomy only the anatomy is followed,
  // and a machine only when a module on the first load (not an anatomy) imports its package.
  let machines = new Set<string>();
  for (;;) {
    const seen = walk((from, to) => {
      if (ANATOMY.test(to)) return true;
      const component = AGGREGATOR.test(from) ? COMPONENT.exec(to)?.[1] : undefined;
      if (component !== undefined) return used.has(component);
      const zag = ZAG_ENTRY.exec(from)?.[1];
      return zag === undefined || machines.has(zag);
    });
    const needed = [...seen]
      .filter((id) => !ANATOMY.test(id) && !ZAG_ENTRY.test(id))
      .flatMap((id) => getModuleInfo(id)?.importedIds ?? [])
      .map((to) => ZAG_ENTRY.exec(to)?.[1])
      .filter((name) => name !== undefined && !machines.has(name));
    if (needed.length === 0) return seen;
    machines = new Set([...machines, ...needed] as string[]);
  }
}

/** The app's own modules `from` imports statically, itself included. */
function ownImports(getModuleInfo: ModuleInfoOf, from: string): Set<string> {
  const seen = new Set<string>();
  const queue = [from];
  while (queue.length) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(getModuleInfo(id)?.importedIds ?? []).filter(ownModule));
  }
  return seen;
}

type OwnChunk = "boot" | "core" | "home";

/**
 * Where the app's own modules go: with the entry (`boot`) when the entry imports them, into `core`
 * when every first load runs them (the app's start, and what both first screens import), into
 * `home` when only the home adds them. The entry module itself stays the entry.
 */
function ownChunks(getModuleInfo: ModuleInfoOf): Map<string, OwnChunk> {
  const [main, start, signIn, home] = [MAIN, START, SIGN_IN, HOME].map((id) =>
    ownImports(getModuleInfo, id),
  ) as [Set<string>, Set<string>, Set<string>, Set<string>];
  const chunks = new Map<string, OwnChunk>();
  for (const id of main) if (id !== MAIN) chunks.set(id, "boot");
  for (const id of start) if (!chunks.has(id)) chunks.set(id, "core");
  for (const id of home) if (!chunks.has(id)) chunks.set(id, signIn.has(id) ? "core" : "home");
  return chunks;
}

export function appChunks(): Rolldown.CodeSplittingOptions {
  let first: Set<string> | undefined;
  let own: Map<string, OwnChunk> | undefined;
  const ownChunk = (chunk: OwnChunk) => (id: string, ctx: Rolldown.ChunkingContext) => {
    if (chunk === "boot" && RUNTIME.test(id)) return "boot";
    if (!ownModule(id)) return null;
    own ??= ownChunks((moduleId) => ctx.getModuleInfo(moduleId));
    return own.get(id) === chunk ? chunk : null;
  };
  const vendor = (id: string, ctx: Rolldown.ChunkingContext) => {
    if (ownModule(id)) return ownChunk("core")(id, ctx);
    if (!VENDOR.test(id)) return null;
    first ??= firstLoadModules((moduleId) => ctx.getModuleInfo(moduleId));
    return first.has(id) ? "core" : "ui-later";
  };
  return {
    includeDependenciesRecursively: false,
    groups: [
      { debugName: "zod", name: (id) => (ZOD.test(id) ? "zod" : null), priority: 50 },
      { debugName: "live", name: (id) => (LIVE.test(id) ? "live" : null), priority: 40 },
      { debugName: "auth", name: (id) => (AUTH.test(id) ? "auth" : null), priority: 35 },
      { debugName: "boot", name: ownChunk("boot"), priority: 60 },
      { debugName: "core", name: vendor, priority: 30 },
      { debugName: "home", name: ownChunk("home"), priority: 20 },
    ],
  };
}
