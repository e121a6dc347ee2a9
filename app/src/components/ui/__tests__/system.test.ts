import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { system } from "../system";

const SRC = join(__dirname, "../../..");

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "__tests__" ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("the app's theme", () => {
  it("keeps every palette a screen names, and the ones alerts take from their status", () => {
    const named = new Set(["gray", "red", "orange", "green", "blue"]);
    for (const file of sources(SRC)) {
      for (const [, palette] of readFileSync(file, "utf8").matchAll(/colorPalette[=:]\s*"(\w+)"/g)) {
        named.add(palette!);
      }
    }
    expect(named.size).toBeGreaterThan(5);
    for (const palette of named)
      expect(system.token(`colors.${palette}.solid`, "missing")).not.toBe("missing");
  });

  it("leaves out a palette no screen draws", () => {
    expect(system.token("colors.pink.solid", "missing")).toBe("missing");
  });
});
