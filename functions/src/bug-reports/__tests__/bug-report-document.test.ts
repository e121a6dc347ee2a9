import { describe, expect, it } from "vitest";
import { BUG_STATUSES, transitionProblem } from "../../shared/bug-report.schema";
import { searchKeyOf, titleKeys } from "../bug-report-document";

describe("titleKeys", () => {
  it("holds every word's prefixes and the whole title's, lower-cased, so a typed search is one key", () => {
    const keys = titleKeys("Login  button does NOTHING on iPad");
    for (const typed of ["l", "Login", "butt", "nothing", "ipa", "login button", "Login button does"])
      expect(keys, typed).toContain(searchKeyOf(typed));
    expect(keys).not.toContain("button does nothing x");
    expect(keys).not.toContain("utton");
  });

  it("stops at 24 characters, and a longer search looks up its first 24", () => {
    const title = "Supercalifragilisticexpialidocious video";
    const keys = titleKeys(title);
    expect(Math.max(...keys.map((k) => k.length))).toBe(24);
    expect(keys).toContain(searchKeyOf("supercalifragilisticexpialidocious"));
  });
});

describe("the workflow", () => {
  it("allows one step forward and a reopen, and says why anything else is refused", () => {
    const allowed = BUG_STATUSES.flatMap((from) =>
      BUG_STATUSES.filter((to) => transitionProblem(from, to) === null).map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual([
      "new→triaged",
      "triaged→in_progress",
      "in_progress→resolved",
      "resolved→triaged",
      "resolved→closed",
      "closed→triaged",
    ]);
    expect(transitionProblem("triaged", "closed")).toBe(
      "A triaged report cannot go to closed: it goes to in progress next.",
    );
    expect(transitionProblem("closed", "closed")).toBe("The report is already closed.");
  });
});
