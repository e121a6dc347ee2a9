import { describe, expect, it } from "vitest";
import { screenPathOf } from "../open-screen";

const ORIGIN = "https://studio.example";

describe("the screen a notification click opens", () => {
  it("is the path and query of an open-screen message's url on this site", () => {
    expect(screenPathOf({ type: "open-screen", url: `${ORIGIN}/app/messages/c1?x=1` }, ORIGIN)).toBe(
      "/app/messages/c1?x=1",
    );
    expect(screenPathOf({ type: "open-screen", url: "/support/chat?chat=c2" }, ORIGIN)).toBe(
      "/support/chat?chat=c2",
    );
  });

  it("is nothing for another site's url or any other message", () => {
    expect(screenPathOf({ type: "open-screen", url: "https://elsewhere.example/app/" }, ORIGIN)).toBeNull();
    expect(screenPathOf({ type: "open-screen", url: 42 }, ORIGIN)).toBeNull();
    expect(screenPathOf({ type: "update", url: "/app/" }, ORIGIN)).toBeNull();
    expect(screenPathOf(null, ORIGIN)).toBeNull();
    expect(screenPathOf("open-screen", ORIGIN)).toBeNull();
  });
});
