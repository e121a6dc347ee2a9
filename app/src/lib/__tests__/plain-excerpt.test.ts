import { describe, expect, it } from "vitest";
import { plainExcerpt } from "../plain-excerpt";

describe("plainExcerpt", () => {
  it("drops Markdown marks, HTML and images, keeping link text", () => {
    const md =
      "# Recital\n\n**Bring** your [shoes](https://x.test) <script>alert(1)</script>![pic](a.png)\n- one";
    expect(plainExcerpt(md)).toBe("Recital Bring your shoes alert(1) one");
  });

  it("cuts long text at a word with an ellipsis", () => {
    const text = plainExcerpt("word ".repeat(50), 30);
    expect(text.endsWith("…")).toBe(true);
    expect(text.length).toBeLessThanOrEqual(31);
    expect(text).not.toMatch(/wor…$/);
  });
});
