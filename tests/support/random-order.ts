import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The projects whose files, and the tests inside them, run in a different order every run, so
 * that a test leaning on another's leftovers fails soon instead of when someone reorders a file.
 */
export const SHUFFLED_PROJECTS: readonly string[] = ["api"];

/** The run's order: TEST_SEED replays one (the run prints it). */
export const SEED = Number(process.env.TEST_SEED) || Date.now();

/** Fisher-Yates with a small seeded generator (mulberry32): the same seed, the same order. */
function shuffled<T>(items: T[], seed: number): T[] {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * The usual order for every project but the shuffled ones, whose files change places among
 * themselves. Vitest 4.1 reads `sequence.shuffle` from the root config only (vitest-dev/vitest
 * issue 9645), which would shuffle every project; the tests inside a file are shuffled by
 * shuffle-tests-setup.ts, a setup file of those projects.
 */
export class ShuffledProjectsSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const at = sorted.flatMap((spec, i) => (SHUFFLED_PROJECTS.includes(spec.project.name) ? [i] : []));
    if (!at.length) return sorted;
    const order = shuffled(
      at.map((i) => sorted[i]!),
      SEED,
    );
    at.forEach((i, k) => (sorted[i] = order[k]!));
    console.log(
      `Random order for ${SHUFFLED_PROJECTS.join(", ")}: seed ${SEED} (TEST_SEED=${SEED} runs this order again)`,
    );
    return sorted;
  }
}
