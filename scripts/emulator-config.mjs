#!/usr/bin/env node
// The emulators' firebase.json. The committed firebase.json is production's: its Hosting CSP lets
// the browser reach Google's Firebase hosts only. On the emulators the web app talks to the Auth,
// Firestore and Storage emulators on 127.0.0.1, so the emulator suite runs on a copy whose CSP
// also allows those addresses, taken from the copy's own `emulators` section. Written next to
// firebase.json (firebase-tools reads the paths in a config relative to the config's folder) as
// firebase.emulators.json, which is gitignored and remade on every start.
//   node scripts/emulator-config.mjs [source] [target]   (firebase.json, firebase.emulators.json)
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

/** The emulators the browser itself talks to (the API's own calls stay inside the function). */
const BROWSER_EMULATORS = {
  "connect-src": ["auth", "firestore", "storage"],
  "img-src": ["storage"],
  "media-src": ["storage"],
};

/** A CSP with `sources` added to each named directive (each source once). */
export function widenCsp(csp, sources) {
  return csp
    .split(";")
    .map((directive) => directive.trim())
    .filter(Boolean)
    .map((directive) => {
      const [name, ...values] = directive.split(/\s+/);
      const extra = (sources[name] ?? []).filter((s) => !values.includes(s));
      return [name, ...values, ...extra].join(" ");
    })
    .join("; ");
}

/** The emulator config made from a production config: the same, with the emulator hosts in the CSP. */
export function emulatorConfig(config) {
  const emulators = config.emulators ?? {};
  const origin = (name) => {
    const e = emulators[name];
    return e ? [`http://${e.host ?? "127.0.0.1"}:${e.port}`] : [];
  };
  const sources = Object.fromEntries(
    Object.entries(BROWSER_EMULATORS).map(([directive, names]) => [directive, names.flatMap(origin)]),
  );
  const copy = structuredClone(config);
  for (const rule of copy.hosting?.headers ?? [])
    for (const header of rule.headers ?? [])
      if (header.key.toLowerCase() === "content-security-policy")
        header.value = widenCsp(header.value, sources);
  return copy;
}

if (import.meta.url === pathToFileURL(resolve(process.argv[1] ?? "")).href) {
  const [source = "firebase.json", target = "firebase.emulators.json"] = process.argv.slice(2);
  const config = JSON.parse(readFileSync(source, "utf8"));
  // Through a temporary file: a second run starting meanwhile never reads half a config.
  const temporary = `${target}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(emulatorConfig(config), null, 2)}\n`);
  renameSync(temporary, target);
}
