import type { Reporter, TestModule } from "vitest/node";

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Ends the run with where the time went (each project's files added up, and the slowest files),
 * the tests that passed only when tried again, and one plain "N passed, N failed, N skipped" line
 * that CI can read.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    const byProject = new Map<string, { files: number; ms: number }>();
    const files: { name: string; ms: number }[] = [];
    const retried: string[] = [];
    for (const mod of testModules) {
      const project = mod.project.name || "(root)";
      for (const test of mod.children.allTests()) {
        const state = test.result().state;
        if (state === "passed" && test.diagnostic()?.flaky)
          retried.push(`  ${project} ${mod.relativeModuleId} > ${test.fullName}`);
        if (state === "passed") passed++;
        else if (state === "failed") failed++;
        else skipped++;
      }
      // A file that failed to load has no tests but must still count as a failure.
      if (mod.state() === "failed" && [...mod.children.allTests()].length === 0) failed++;
      // Setup, collection and the tests with their hooks: the file's share of the run.
      const d = mod.diagnostic();
      const ms = d.setupDuration + d.collectDuration + d.duration;
      const total = byProject.get(project) ?? { files: 0, ms: 0 };
      byProject.set(project, { files: total.files + 1, ms: total.ms + ms });
      files.push({ name: `${project} ${mod.relativeModuleId}`, ms });
    }
    if (files.length > 1) {
      const projects = [...byProject].map(
        ([name, t]) => `  ${name.padEnd(16)} ${t.files} files, ${seconds(t.ms)}`,
      );
      const slowest = files
        .sort((a, b) => b.ms - a.ms)
        .slice(0, 8)
        .map((f) => `  ${seconds(f.ms).padStart(8)}  ${f.name}`);
      console.log(
        `\nTime by project (its files added up)\n${projects.join("\n")}\nSlowest files\n${slowest.join("\n")}`,
      );
    }
    if (retried.length > 0) console.log(`\nPassed only when tried again (flaky)\n${retried.join("\n")}`);
    console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
  }
}
