#!/usr/bin/env node
// `npm run bench`: measures, never asserts. Runs under `firebase emulators:exec` with the seed
// loaded (scripts/emulators.sh bench). Each file in scenarios/ is one measurement; later features
// add theirs. `node scripts/bench/run.mjs <name>` runs the scenarios whose file name contains it;
// `a,b` those whose name contains either.
import { readdirSync } from "node:fs";

const filters = (process.argv[2] ?? "").split(",");
const dir = new URL("./scenarios/", import.meta.url);
const files = readdirSync(dir)
  .filter((f) => f.endsWith(".mjs") && filters.some((name) => f.includes(name)))
  .sort();

console.log(`Studio Admin bench — ${new Date().toISOString()} — Node ${process.version}`);
for (const file of files) {
  const { default: scenario } = await import(new URL(file, dir).href);
  const started = performance.now();
  try {
    await scenario();
  } catch (err) {
    console.error(`Scenario ${file} failed:`, err);
    process.exitCode = 1;
  }
  console.log(`  (${file}: ${((performance.now() - started) / 1000).toFixed(1)} s)`);
}
