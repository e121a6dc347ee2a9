import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { DEMO } from "../support/accounts";
import { launch, openPage, signedInState, type OpenPage, type SignedInState } from "../support/browser";

/**
 * On every screen the data starts in parallel with the screen's code, never after it.
 * Each case holds the screen's own chunk back and waits for its first API request: a screen that
 * asked only once its code had run would never ask while the chunk is held. Then the chunk goes,
 * the screen shows, and nothing asked again: the screen found the prefetched answer under its own key.
 */
interface Screen {
  path: string;
  /** The screen's chunk in the build (web/dist/assets). */
  chunk: string;
  /** Its first data request. */
  data: RegExp;
  /** The screen's own heading: it has mounted, and asked for whatever it lacked. */
  shown: (page: Page) => Promise<unknown>;
}

const heading = (name: string | RegExp) => (page: Page) =>
  page.getByRole("heading", { name, level: 1 }).waitFor({ timeout: 30_000 });

const SCREENS: Screen[] = [
  {
    path: "/students/details",
    chunk: "student-details-page",
    data: /\/api\/students\?/,
    shown: heading("Student Details"),
  },
  {
    path: "/students/groups",
    chunk: "groups-page",
    data: /\/api\/groups(\?|$)/,
    shown: heading("Groups"),
  },
  {
    path: "/students/attendance",
    chunk: "attendance-page",
    data: /\/api\/attendance\/sessions\?date=\d{4}-\d{2}-\d{2}/,
    shown: heading("Attendance"),
  },
  {
    path: "/programs/schedules",
    chunk: "schedules-page",
    data: /\/api\/schedules\?from=/,
    shown: heading("Schedules"),
  },
  {
    path: "/students/create-friday-practice",
    chunk: "practice-page",
    data: /\/api\/practices\?when=upcoming/,
    shown: heading(/Friday Practice/),
  },
  {
    path: "/programs/details",
    chunk: "program-details-page",
    data: /\/api\/programs\?status=active/,
    shown: heading("Program Details"),
  },
  {
    path: "/announcements/view",
    chunk: "announcements-page",
    data: /\/api\/announcements\?status=all/,
    shown: heading("Announcements"),
  },
  {
    path: "/announcements/view?status=published&q=term",
    chunk: "announcements-page",
    data: /\/api\/announcements\?status=published&q=term/,
    shown: heading("Announcements"),
  },
  {
    path: "/static-content/manage",
    chunk: "pages-page",
    data: /\/api\/pages\?archived=false/,
    shown: heading("Pages"),
  },
  {
    path: "/static-content/links",
    chunk: "links-page",
    data: /\/api\/links\?archived=false/,
    shown: heading("Links"),
  },
  {
    path: "/support/bug-reports?status=triaged",
    chunk: "bug-reports-page",
    data: /\/api\/bug-reports\?status=triaged/,
    shown: heading("Bug reports"),
  },
  {
    path: "/media/master-list?status=published",
    chunk: "master-list-page",
    data: /\/api\/videos\?status=published/,
    shown: heading("Video library"),
  },
  {
    path: "/setting/audit?resource=students",
    chunk: "audit-page",
    data: /\/api\/audit\?resource=students/,
    shown: heading("Audit trail"),
  },
];

let browser: Browser;
let admin: SignedInState;
const opened: OpenPage[] = [];

beforeAll(async () => {
  browser = await launch();
  admin = await signedInState(browser, DEMO.admin);
}, 120_000);

afterEach(async () => {
  while (opened.length > 0) await opened.pop()!.context.close();
});

afterAll(async () => {
  await browser?.close();
});

describe("route prefetch", () => {
  for (const screen of SCREENS) {
    it(`${screen.path} asks for its data while its code is still loading`, async () => {
      const o = await openPage(browser, { state: admin });
      opened.push(o);
      const { page, errors } = o;
      const asked: string[] = [];
      const answered: string[] = [];
      page.on("request", (req) => {
        if (screen.data.test(req.url())) asked.push(req.url());
      });
      page.on("requestfinished", (req) => {
        if (screen.data.test(req.url())) answered.push(req.url());
      });
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let chunkHeld = false;
      await page.route(`**/assets/${screen.chunk}-*.js`, async (route) => {
        chunkHeld = true;
        await held;
        await route.continue();
      });

      await page.goto(screen.path);
      await expect.poll(() => chunkHeld, { timeout: 30_000 }).toBe(true);
      await expect.poll(() => asked.length, { timeout: 30_000 }).toBeGreaterThan(0);
      release();

      await screen.shown(page);
      await expect.poll(() => answered.length, { timeout: 30_000 }).toBeGreaterThan(0);
      expect(asked).toHaveLength(1);
      expect(errors).toEqual([]);
    });
  }
});
