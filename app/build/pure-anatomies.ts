import type { Plugin } from "vite";

/*
 * Chakra, Ark and Zag describe each component's parts in an anatomy module: top-level
 * `var x = createAnatomy("select").parts(...)`, `const y = x.extendWith(...)`, `var parts = x.build()`.
 * They only build objects of part names, but the bundler cannot see that, so every component's
 * anatomy stays on the first load (Chakra's theme imports them all). Marked pure, the ones the app's
 * system and components do not read are dropped.
 */
const ANATOMY_MODULE =
  /\/node_modules\/(@zag-js\/[^/]+\/dist\/[^/]+\.anatomy\.mjs|@ark-ui\/react\/dist\/components\/[^/]+\/[^/]+\.anatomy\.js|@chakra-ui\/react\/dist\/esm\/anatomy\.js)$/;
const DECLARATION = /^(var|const) (\w+) = (?!\/\*)/gm;

export function pureAnatomies(): Plugin {
  return {
    name: "pure-anatomies",
    apply: "build",
    enforce: "pre",
    transform: {
      filter: { id: ANATOMY_MODULE },
      handler(code) {
        return { code: code.replace(DECLARATION, "$1 $2 = /* @__PURE__ */ "), map: null };
      },
    },
  };
}
