import { describe, expect, it } from "vitest";
import { activePeopleOptions, peopleFilterOptions } from "../lookups";

const team = [
  { _id: "a", name: "Alex Morgan" },
  { _id: "d", name: "Dana Gone", disabled: true },
  { _id: "s", name: "Sam Rivera" },
];

describe("people in pickers and filters", () => {
  it("a picker offers only accounts that can act", () => {
    expect(activePeopleOptions(team)).toEqual([
      ["a", "Alex Morgan"],
      ["s", "Sam Rivera"],
    ]);
  });

  it("a record's present choice stays, marked, when it can no longer act", () => {
    expect(activePeopleOptions(team, { _id: "d" }).at(-1)).toEqual(["d", "Dana Gone (disabled)"]);
    expect(activePeopleOptions(team, { _id: "x", name: "Old Hand" }).at(-1)).toEqual([
      "x",
      "Old Hand (no longer on the team)",
    ]);
    expect(activePeopleOptions(team, { _id: "a" })).toHaveLength(2);
  });

  it("a filter of past records still offers a disabled account, marked and last", () => {
    expect(peopleFilterOptions(team)).toEqual([
      ["a", "Alex Morgan"],
      ["s", "Sam Rivera"],
      ["d", "Dana Gone (disabled)"],
    ]);
  });
});
