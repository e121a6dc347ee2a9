import { beforeAll, describe, expect, it } from "vitest";
import { DEMO } from "../support/accounts";
import { signedInState, type SignedInState, useBrowser } from "../support/browser";

/**
 * Zag unmounts a closed dialog when its exit animation ends, and listens for that end only a frame
 * after the close: a long task in between lets the end go unheard and the closed dialog stays over
 * the page. A closed overlay therefore has no animation, so there is nothing to wait for.
 */
describe("a closed overlay", () => {
  const suite = useBrowser();
  let adminState: SignedInState;

  beforeAll(async () => {
    adminState = await signedInState(suite.browser, DEMO.admin);
  });

  it("has no exit animation to wait for, and leaves the page", async () => {
    const { page } = await suite.open({ state: adminState });
    await page.goto("/programs/schedules");
    await page.getByTestId("week-calendar").waitFor();
    await page.getByRole("button", { name: "New session" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Room").waitFor();
    const closing = dialog.evaluate(
      (content: HTMLElement) =>
        new Promise<string[]>((resolve) => {
          // Read in the commit that closes it, before zag decides anything.
          const observer = new MutationObserver(() => {
            if (content.dataset.state !== "closed") return;
            observer.disconnect();
            const backdrop = document.querySelector<HTMLElement>("[data-scope=dialog][data-part=backdrop]");
            resolve([content, backdrop].map((el) => (el ? getComputedStyle(el).animationName : "gone")));
          });
          observer.observe(content, { attributes: true, attributeFilter: ["data-state"] });
        }),
    );
    await dialog.getByRole("button", { name: "Close" }).last().click();
    expect(await closing).toEqual(["none", "none"]);
    await dialog.waitFor({ state: "detached" });
  });
});
