import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../functions/src/shared/school-calendar";
import { createAccount, sessionToken, DEMO } from "../support/accounts";
import { call } from "../support/api-client";
import { describeViolations, seriousViolations, settledViolations as axeViolations } from "../support/axe";
import {
  fitsViewportWidth,
  screenshot,
  signedInState,
  type SignedInState,
  useBrowser,
} from "../support/browser";
import { schoolMonday } from "../support/clock";
import { textContrast } from "../support/contrast";
import { admin } from "../support/env";
import { makeGroup, practiceBody, programBody, room, uid } from "../support/school-factory";
import { seedStudents, uniqueMarker } from "../support/students";

/**
 * Every date here derives from one Monday (see schoolMonday): the browser is told it is that Monday
 * at 10:00 in the school's zone, so the screens' "today" is always a Monday. The practice the tests
 * create is on the Friday of the following week, which the server (on the real clock, at most a
 * week past that Monday) always counts as upcoming.
 */
const { monday, instant: CLOCK } = schoolMonday();
const DEFAULT_FRIDAY = addDays(monday, 4);
const FRIDAY = addDays(monday, 11);
const TERM = { startDate: addDays(monday, -14), endDate: addDays(monday, 70) };

describe("programs, schedules, the Friday practice and attendance", () => {
  const suite = useBrowser();
  let adminState: SignedInState;
  let token: string;
  const programIds: string[] = [];

  /** A signed-in admin page of its own, on the pinned clock; closed (and checked) after the test. */
  async function adminPage(width = 1280) {
    const opened = await suite.open({ state: adminState, width, clock: CLOCK });
    opened.page.on("response", (r) => {
      if (r.status() >= 400 && r.url().includes("/api/"))
        console.log("HTTP", r.status(), r.request().method(), r.url());
    });
    return opened.page;
  }

  async function arrangeProgram(name: string, groupIds: string[]) {
    const res = await call<{ data: { _id: string } }>("/programs", {
      method: "POST",
      token,
      body: programBody(groupIds, { name, ...TERM }),
    });
    expect(res.status).toBe(201);
    programIds.push(res.body.data._id);
    return res.body.data._id;
  }

  async function arrangeSchedule(programId: string, groupId: string) {
    const res = await call<{ data: { _id: string } }>("/schedules", {
      method: "POST",
      token,
      body: {
        programId,
        groupId,
        dayOfWeek: 0,
        startTime: "07:00",
        endTime: "07:45",
        room: room(),
        instructorId: uid("instr"),
        ...TERM,
      },
    });
    expect(res.status).toBe(201);
    return res.body.data._id;
  }

  async function arrangePractice(title: string, groupIds: string[]) {
    const res = await call<{ data: { _id: string } }>("/practices", {
      method: "POST",
      token,
      body: practiceBody(FRIDAY, groupIds, title),
    });
    expect(res.status).toBe(201);
    return res.body.data._id;
  }

  /** A group of its own with five active students, so a roster never depends on other tests. */
  async function arrangeClass() {
    const group = await makeGroup();
    const marker = uniqueMarker("r");
    const studentIds = await seedStudents(
      ["Ann", "Bea", "Cal", "Dee", "Eli"].map((firstName) => ({
        firstName,
        lastName: `Roster ${marker}`,
        groupIds: [group.id],
      })),
      uid("stu"),
    );
    return { groupId: group.id, studentIds };
  }

  beforeAll(async () => {
    adminState = await signedInState(suite.browser, DEMO.admin);
    token = await sessionToken(await createAccount("admin"));
  });
  afterEach(async () => {
    // Leave no weekly session behind to clash with a retry, or a later run against the same
    // emulators: the sessions' groups are the seed's, shared by every try.
    const { db } = admin();
    for (const programId of programIds.splice(0)) {
      const left = await db.collection("schedules").where("programId", "==", programId).get();
      await Promise.all(left.docs.map((d) => d.ref.update({ archivedAt: new Date() })));
    }
  });

  it("creates a program from the form", async () => {
    const name = `E2E Term ${uid("p")}`;
    const page = await adminPage();
    await page.goto("/programs/create");
    await page.getByLabel("Name").fill(name);
    await page.getByLabel("Term starts").fill(TERM.startDate);
    await page.getByLabel("Term ends").fill(TERM.endDate);
    await page.getByLabel("Status").selectOption("published");
    await page.getByText("Tiny Toes Ballet", { exact: true }).click();
    await screenshot(page, "program-form-1280");
    await page.getByRole("button", { name: "Create program" }).click();
    await page.waitForURL("**/programs/details?program=*");
    const programId = new URL(page.url()).searchParams.get("program") ?? "";
    expect(programId).not.toBe("");
    programIds.push(programId);
    await page.getByRole("dialog").getByText("Term", { exact: true }).waitFor();
    await page.getByRole("tab", { name: "Term weeks" }).click();
    await page.getByText("Week 12", { exact: false }).first().waitFor();
    await screenshot(page, "program-drawer-1280");
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: `Open ${name}` }).waitFor();
    await screenshot(page, "program-details-1280");
    // A success toast may still be on screen: it has to pass axe too.
    expect(await axeViolations(page)).toEqual([]);
  });

  it("adds a weekly session from the calendar and sees it there, and refuses a clash", async () => {
    const name = `E2E Term ${uid("p")}`;
    const programId = await arrangeProgram(name, ["tiny-toes"]);
    const ROOM = room();
    const page = await adminPage();
    await page.goto(`/programs/schedules?program=${programId}`);
    await page.getByTestId("week-calendar").waitFor();
    await page.getByRole("button", { name: "New session" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Program").selectOption({ label: name });
    await dialog.getByLabel("Day").selectOption({ label: "Sunday" });
    await dialog.getByLabel("Starts at").fill("07:00");
    await dialog.getByLabel("Ends at").fill("07:45");
    await dialog.getByLabel("Room").fill(ROOM);
    await dialog.getByRole("button", { name: "Add session" }).click();
    await dialog.waitFor({ state: "hidden" });
    // The calendar opens on the week of the browser's today (the pinned Monday), inside the term.
    const block = page.locator(".cal-block", { hasText: "07:00–07:45" });
    await block.first().waitFor();
    expect(await block.count()).toBe(1);
    expect(await block.first().textContent()).toContain("Tiny Toes Ballet");
    await screenshot(page, "schedules-1280");

    // The same slot again is a clash: the API's 409 message is shown in the dialog.
    await page.getByRole("button", { name: "New session" }).click();
    await dialog.getByLabel("Program").selectOption({ label: name });
    await dialog.getByLabel("Day").selectOption({ label: "Sunday" });
    await dialog.getByLabel("Starts at").fill("07:15");
    await dialog.getByLabel("Ends at").fill("08:00");
    await dialog.getByLabel("Room").fill(ROOM);
    await dialog.getByRole("button", { name: "Add session" }).click();
    await dialog.getByRole("alert").filter({ hasText: "clashes with Tiny Toes Ballet" }).waitFor();
    await screenshot(page, "schedules-clash-1280");
    await page.keyboard.press("Escape");
    expect(await axeViolations(page)).toEqual([]);
  });

  it("proposes this week's Friday, refuses a Thursday and creates the Friday practice", async () => {
    const title = `E2E practice ${uid("pr")}`;
    const page = await adminPage();
    await page.goto("/students/create-friday-practice");
    const date = page.getByLabel(/^Friday/);
    await date.waitFor();
    // The browser's today is a Monday: the form proposes the Friday four days on.
    expect(await date.inputValue()).toBe(DEFAULT_FRIDAY);
    await date.fill(addDays(FRIDAY, -1));
    await page.getByLabel("Title").fill(title);
    await page.getByText("Tiny Toes Ballet", { exact: true }).click();
    await page.getByRole("button", { name: "Create practice" }).click();
    await page.getByText("Friday practice must be on a Friday").first().waitFor();
    // The server refuses it too (the form check could be bypassed).
    const thursday = await call<{ error: { message: string } }>("/practices", {
      method: "POST",
      token,
      body: {
        date: addDays(FRIDAY, -1),
        startTime: "17:00",
        endTime: "19:00",
        title: "x",
        focus: "",
        groupIds: ["tiny-toes"],
        location: "",
        videoIds: [],
        notes: "",
        status: "planned",
      },
    });
    expect(thursday.status).toBe(400);
    expect(thursday.body.error.message).toBe("Friday practice must be on a Friday");

    await date.fill(FRIDAY);
    await page.getByRole("button", { name: "Create practice" }).click();
    // The toast writes the date the school's way (the seed's format is MM/dd/yyyy), weekday first.
    const [y, m, d] = FRIDAY.split("-");
    await page.getByText(`Friday practice created for Fri ${m}/${d}/${y}.`, { exact: true }).waitFor();
    // Checked while the success toast is on screen: toasts are part of the page axe judges.
    expect(await axeViolations(page)).toEqual([]);
    const row = page.getByTestId(`practice-${FRIDAY}`).filter({ hasText: title });
    // Upcoming practices come soonest first, ten a page: other practices may come before this one.
    for (let i = 0; i < 10 && !(await row.isVisible()); i++) {
      const more = page.getByRole("button", { name: "Load more" });
      if (await more.isVisible()) await more.click();
      else await row.waitFor({ timeout: 2_000 }).catch(() => undefined);
    }
    await row.waitFor();
    await screenshot(page, "practice-1280");
    const link = row.getByRole("link", { name: "Take attendance" });
    expect(await link.getAttribute("href")).toContain(`date=${FRIDAY}`);
    await link.click();
    await page.waitForURL("**/students/attendance?**");
    await page.getByTestId("roster").waitFor();
  });

  it("takes attendance with the keyboard and one tap, warns about unsaved changes, saves", async () => {
    const { groupId } = await arrangeClass();
    const practiceId = await arrangePractice(`E2E practice ${uid("pr")}`, [groupId]);
    const page = await adminPage();
    await page.goto(`/students/attendance?date=${FRIDAY}&session=practice:${practiceId}`);
    const roster = page.getByTestId("roster");
    await roster.waitFor();
    const rows = roster.locator("[data-row]");
    expect(await rows.count()).toBe(5);
    await page.getByRole("button", { name: "Mark all present" }).click();
    await rows.nth(0).focus();
    await page.keyboard.press("a"); // first student absent, focus moves down
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("l"); // third student late
    const studentId = (await rows.nth(0).getAttribute("data-testid"))?.replace("roster-row-", "") ?? "";
    expect(
      await rows
        .nth(0)
        .getByRole("button", { name: /^Absent:/ })
        .getAttribute("aria-pressed"),
    ).toBe("true");
    expect(
      await rows
        .nth(2)
        .getByRole("button", { name: /^Late:/ })
        .getAttribute("aria-pressed"),
    ).toBe("true");
    await page.getByText(/Unsaved changes/).waitFor();

    // Leaving now asks first.
    await page.getByRole("link", { name: "Dashboard" }).first().click();
    const confirm = page.getByRole("alertdialog");
    await confirm.getByText("Leave without saving?").waitFor();
    await confirm.getByRole("button", { name: "Cancel" }).click();
    expect(page.url()).toContain("/students/attendance");
    await screenshot(page, "attendance-1280");
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Save attendance" }).click();
    await page.getByTestId("save-state").filter({ hasText: "Saved at" }).waitFor();
    const doc = await admin().db.doc(`attendance/practice_${practiceId}_${FRIDAY}`).get();
    expect(doc.get(`records.${studentId}`)).toBe("absent");
  });

  it("shows a mark and the rate through GET /api/students/:id/attendance and on the profile", async () => {
    const { groupId, studentIds } = await arrangeClass();
    const title = `E2E practice ${uid("pr")}`;
    const practiceId = await arrangePractice(title, [groupId]);
    const [absent, present] = studentIds as [string, string];
    const saved = await call("/attendance", {
      method: "PUT",
      token,
      body: {
        date: FRIDAY,
        sessionId: `practice:${practiceId}`,
        records: { [absent]: "absent", [present]: "present" },
      },
    });
    expect(saved.status).toBe(200);

    const res = await call<{
      data: { rate: number | null; records: { sessionId: string; status: string; sessionName: string }[] };
    }>(`/students/${absent}/attendance`, { token });
    expect(res.status).toBe(200);
    expect(res.body.data.records).toEqual([
      expect.objectContaining({ sessionId: practiceId, status: "absent", sessionName: title }),
    ]);
    expect(res.body.data.rate).toBe(0);

    const page = await adminPage();
    await page.goto(`/students/details?student=${absent}`);
    await page.getByRole("tab", { name: "Attendance" }).click();
    await page.getByText(title).waitFor();
    await page.getByText("0%", { exact: true }).waitFor();
    await screenshot(page, "student-attendance-tab-1280");
  });

  /** A class with a weekly session whose occurrence this Sunday is cancelled ("Studio closed"). */
  async function arrangeCancelledSunday() {
    const { groupId } = await arrangeClass();
    const programId = await arrangeProgram(`E2E Term ${uid("p")}`, [groupId]);
    const scheduleId = await arrangeSchedule(programId, groupId);
    const cancelled = await call(`/schedules/${scheduleId}/exceptions`, {
      method: "POST",
      token,
      body: { date: addDays(monday, 6), reason: "Studio closed" },
    });
    expect(cancelled.status).toBe(201);
    return { programId, groupId };
  }

  it("draws a cancelled session on the 1280 week calendar legibly: struck, marked, nothing axe flags", async () => {
    const { programId } = await arrangeCancelledSunday();
    const page = await adminPage();
    await page.goto(`/programs/schedules?program=${programId}`);
    const block = page.locator(".cal-block[data-cancelled]");
    await block.first().waitFor();
    expect(await block.first().textContent()).toContain("cancelled");
    expect(await textContrast(block.first())).toBeGreaterThanOrEqual(4.5);
    await screenshot(page, "schedules-cancelled-1280");
    expect(
      describeViolations(await seriousViolations(page, { everyImpact: true })),
      "schedules-cancelled-1280",
    ).toEqual([]);
  });

  it("works at 375 px: a day list for the schedule, no page-wide horizontal scroll, nothing axe flags", async () => {
    // A cancelled occurrence (this week's Sunday) in the day list: it is drawn differently.
    const { programId, groupId } = await arrangeCancelledSunday();
    const practiceId = await arrangePractice(`E2E practice ${uid("pr")}`, [groupId]);
    const p = await adminPage(375);
    for (const [path, ready, name] of [
      [`/programs/schedules?program=${programId}`, "day-list", "schedules-375"],
      [`/students/attendance?date=${FRIDAY}&session=practice:${practiceId}`, "roster", "attendance-375"],
      [`/students/attendance?date=${FRIDAY}`, "session-list", "attendance-no-session-375"],
    ] as const) {
      await p.goto(path);
      await p.getByTestId(ready).waitFor();
      if (name === "schedules-375") await p.getByText(/cancelled: Studio closed/).waitFor();
      await screenshot(p, name);
      expect(await fitsViewportWidth(p)).toBe(true);
      // Every impact, as Lighthouse counts them: the phone layout has its own markup.
      expect(describeViolations(await seriousViolations(p, { everyImpact: true })), name).toEqual([]);
    }
    for (const [path, name] of [
      ["/students/create-friday-practice", "practice-375"],
      ["/programs/details", "program-details-375"],
      ["/programs/create", "program-form-375"],
    ] as const) {
      await p.goto(path);
      await p.getByRole("heading", { level: 1 }).waitFor();
      await p.waitForTimeout(300);
      await screenshot(p, name);
      expect(await fitsViewportWidth(p)).toBe(true);
    }
  });
});
