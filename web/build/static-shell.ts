import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { Plugin, Rolldown } from "vite";
import { MENU, type MenuItem } from "../src/components/layout/menu-items.ts";

/*
 * The static app shell: index.html paints the console's frame (side menu, header,
 * page title) or the sign-in card from plain HTML and CSS, before any JavaScript arrives. The
 * side menu is written here, at build time, from the same MENU the React side menu draws, so
 * the two cannot drift apart. React replaces the whole shell when it first renders.
 */

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };
const escape = (text: string) => text.replace(/[&<>"]/g, (c) => ESCAPES[c] ?? c);

function itemHtml(item: MenuItem): string {
  const icon = item.icon
    ? renderToStaticMarkup(createElement(item.icon, { size: 18, "aria-hidden": true }))
    : "";
  const admin = item.adminOnly ? " data-admin-only" : "";
  // Not links: the shell is inert (aria-hidden) until React replaces it, so nothing in it takes focus.
  return `<li${admin}><span class="ss-link" data-path="${escape(item.url ?? "")}" data-id="${escape(item.id)}">${icon}<span>${escape(item.title)}</span></span></li>`;
}

export function staticMenuHtml(): string {
  return MENU.map((group) => {
    const admin = group.adminOnly ? " data-admin-only" : "";
    const items = (group.children ?? []).map(itemHtml).join("");
    return `<div class="ss-group"${admin}><p>${escape(group.title)}</p><ul>${items}</ul></div>`;
  }).join("");
}

/** The files of the chunk built from `module`, with every chunk it imports statically, and their CSS. */
function filesOf(bundle: Rolldown.OutputBundle, module: string): Set<string> {
  const chunks = Object.values(bundle).filter((c): c is Rolldown.OutputChunk => c.type === "chunk");
  const start = chunks.find((c) => (module ? c.facadeModuleId?.endsWith(module) : c.isEntry));
  if (!start) throw new Error(`static shell: no chunk for ${module || "the entry"}`);
  const files = new Set<string>();
  const visit = (chunk: Rolldown.OutputChunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const name of chunk.imports) {
      const next = bundle[name];
      if (next?.type === "chunk") visit(next);
    }
  };
  visit(start);
  return files;
}

/**
 * What to fetch alongside the entry, by kind of page, for index.html's inline script: a signed-in
 * page needs the frame (and the dashboard its screen), /login its form. They download while the
 * entry's core does, instead of after it has run (a code waterfall of two steps, not three).
 */
function preloadsOf(bundle: Rolldown.OutputBundle) {
  const entry = filesOf(bundle, ""); // index.html loads these itself
  const shell = filesOf(bundle, "src/app/routes/signed-in-shell.tsx");
  const without = (files: Set<string>, ...loaded: Set<string>[]) =>
    [...files].filter((f) => !loaded.some((l) => l.has(f))).map((f) => `/${f}`);
  return {
    login: without(filesOf(bundle, "src/features/auth/components/login-page.tsx"), entry),
    console: without(shell, entry),
    dashboard: without(filesOf(bundle, "src/features/dashboard/components/dashboard-page.tsx"), entry, shell),
  };
}

/** Writes the side menu and, in a build, the preload lists into index.html. */
export function staticShell(): Plugin {
  return {
    name: "studio-admin:static-shell",
    transformIndexHtml: {
      order: "post",
      handler: (html, ctx) => {
        const preloads = ctx.bundle ? JSON.stringify(preloadsOf(ctx.bundle)) : "{}";
        return html
          .replace("<!--static-shell:menu-->", staticMenuHtml())
          .replace(
            "<!--static-shell:preloads-->",
            `<script type="application/json" id="ss-preloads">${preloads}</script>`,
          );
      },
    },
  };
}
