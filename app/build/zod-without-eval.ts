import type { Plugin } from "vite";

/** The module every `import ... from "zod"` of the app's bundle gets instead of Zod itself. */
export const ZOD_WITHOUT_EVAL = "\0zod-without-eval";

/*
 * Zod probes whether it may compile its validators with `new Function`. The Content-Security-Policy
 * forbids eval, so the probe always fails, and Chrome logs each attempt as a CSP violation (an issue
 * Lighthouse counts against best practices). Jitless skips the probe: parsing works as it already
 * did under the CSP. Every import of Zod in the app goes through this module, so the setting is made
 * before any schema exists, whichever chunk brings Zod (it is not on the first load).
 */
export function zodWithoutEval(entry: string): Plugin {
  return {
    name: "zod-without-eval",
    enforce: "pre",
    resolveId(source, importer) {
      return source === "zod" && importer !== ZOD_WITHOUT_EVAL ? ZOD_WITHOUT_EVAL : null;
    },
    async load(id) {
      if (id !== ZOD_WITHOUT_EVAL) return null;
      const zod = await this.resolve("zod", entry, { skipSelf: true });
      if (!zod) throw new Error("zod-without-eval: cannot resolve zod");
      const from = JSON.stringify(zod.id);
      return `import { config } from ${from};\nconfig({ jitless: true });\nexport * from ${from};\nexport { default } from ${from};\n`;
    },
  };
}
