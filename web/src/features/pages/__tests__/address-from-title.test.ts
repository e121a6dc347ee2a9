import { describe, expect, it } from "vitest";
import { addressFromTitle } from "../address-from-title";

describe("addressFromTitle", () => {
  it("suggests lowercase words joined by single hyphens", () => {
    expect(addressFromTitle("Dress code & shoes (2026)")).toBe("dress-code-shoes-2026");
    expect(addressFromTitle("  Ballet -- Niveau Élémentaire! ")).toBe("ballet-niveau-elementaire");
  });
  it("suggests nothing for a title with no letters or digits, and never ends in a hyphen", () => {
    expect(addressFromTitle("!!!")).toBe("");
    expect(addressFromTitle(`${"a".repeat(59)} b`)).toBe("a".repeat(59));
  });
});
