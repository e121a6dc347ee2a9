import { describe, expect, it } from "vitest";
import { contentAudienceKeys, contentAudienceSchema } from "../content-audience.schema";
import { httpsUrlSchema } from "../link.schema";
import { PAGE_BODY_MAX, pageFieldsSchema, slugSchema } from "../page.schema";

describe("slugSchema", () => {
  it("takes lowercase words joined by single hyphens", () => {
    for (const slug of ["faq", "dress-code", "term-dates-2027", "a1"])
      expect(slugSchema.parse(slug)).toBe(slug);
  });
  it("refuses what is not URL-safe", () => {
    for (const slug of [
      "",
      "Dress-Code",
      "dress code",
      "dress_code",
      "-faq",
      "faq-",
      "a--b",
      "é",
      "a/b",
      "x".repeat(81),
    ])
      expect(slugSchema.safeParse(slug).success, slug).toBe(false);
  });
});

describe("httpsUrlSchema", () => {
  it("takes https addresses with a real host", () => {
    for (const url of ["https://www.rad.org.uk/", "https://open.spotify.com/playlist/x?si=1#top"])
      expect(httpsUrlSchema.parse(url)).toBe(url);
  });
  it("refuses everything else", () => {
    for (const url of [
      "http://www.rad.org.uk/",
      "javascript:alert(1)",
      "data:text/html,hi",
      "ftp://files.rad.org.uk/",
      "www.rad.org.uk",
      "https://localhost/",
      "https://user:pw@rad.org.uk/",
      "HTTPS//rad.org.uk",
      `https://rad.org.uk/${"x".repeat(2000)}`,
    ])
      expect(httpsUrlSchema.safeParse(url).success, url).toBe(false);
  });
});

describe("pages and their audience", () => {
  it("caps the body at 50,000 characters", () => {
    const page = { slug: "faq", title: "FAQ" };
    expect(pageFieldsSchema.safeParse({ ...page, body: "x".repeat(PAGE_BODY_MAX) }).success).toBe(true);
    const over = pageFieldsSchema.safeParse({ ...page, body: "x".repeat(PAGE_BODY_MAX + 1) });
    expect(over.error?.issues.map((i) => i.path.join("."))).toEqual(["body"]);
  });
  it("stores the keys students are matched by", () => {
    expect(contentAudienceKeys(contentAudienceSchema.parse({ type: "everyone" }))).toEqual(["everyone"]);
    expect(contentAudienceKeys(contentAudienceSchema.parse({ type: "groups", ids: ["a", "b"] }))).toEqual([
      "group:a",
      "group:b",
    ]);
    expect(contentAudienceSchema.safeParse({ type: "groups", ids: [] }).success).toBe(false);
    expect(contentAudienceSchema.safeParse({ type: "everyone", ids: ["a"] }).success).toBe(false);
  });
});
