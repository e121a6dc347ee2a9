import type { HtmlTagDescriptor, Plugin } from "vite";

/**
 * Links the named chunks from index.html as module preloads. Vite links only what the entry
 * imports statically, and the entry imports no React (it asks for it and the first screen at
 * once), so without this `core` would start only once the entry had arrived and run.
 */
export function preloadFirstChunks(names: string[]): Plugin {
  let base = "/";
  return {
    name: "preload-first-chunks",
    apply: "build",
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: "post",
      handler(_html, ctx): HtmlTagDescriptor[] {
        const chunks = Object.values(ctx.bundle ?? {}).filter(
          (output) => output.type === "chunk" && names.includes(output.name),
        );
        if (chunks.length !== names.length)
          throw new Error(`preload-first-chunks: no chunk among ${names.join(", ")}`);
        return chunks.map((chunk) => ({
          tag: "link",
          attrs: { rel: "modulepreload", crossorigin: true, href: `${base}${chunk.fileName}` },
          injectTo: "head",
        }));
      },
    },
  };
}
