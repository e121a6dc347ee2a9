import { describe, expect, it } from "vitest";
import { moved } from "../links-page";

describe("moved", () => {
  it("moves one id to a new position and keeps the others in order", () => {
    expect(moved(["a", "b", "c", "d"], 3, 1)).toEqual(["a", "d", "b", "c"]);
    expect(moved(["a", "b", "c"], 0, 2)).toEqual(["b", "c", "a"]);
    expect(moved(["a", "b", "c"], 1, 1)).toEqual(["a", "b", "c"]);
  });
});
