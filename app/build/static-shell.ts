import { createHash } from "node:crypto";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { Plugin } from "vite";
import { TABS } from "../src/components/layout/tabs.ts";

/*
 * The app's static shell: index.html paints the sign-in card or the signed-in frame from plain
 * HTML and CSS before any JavaScript arrives. The bottom tabs are written here, at build time,
 * from the same TABS the React tab bar draws, so the two cannot drift apart.
 */

export function staticTabsHtml(): string {
  return TABS.map(({ label, icon }) => {
    const svg = renderToStaticMarkup(createElement(icon, { size: 22, "aria-hidden": true }));
    return `<span>${svg}${label}</span>`;
  }).join("");
}

/** The CSP hash of every inline script in `html` (Hosting's script-src must list each). */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (m) => `'sha256-${createHash("sha256").update(m[1]!).digest("base64")}'`,
  );
}

export function staticShell(): Plugin {
  return {
    name: "studio-app:static-shell",
    transformIndexHtml: {
      order: "post",
      handler: (html) => html.replace("<!--shell:tabs-->", staticTabsHtml()),
    },
  };
}
