import { describe, expect, it } from "vitest";
import { addDays, todayIn } from "../../functions/src/shared/school-calendar";
import { checkScreen, signInToApp, useAppBrowser } from "../support/app-browser";
import { describeViolations, seriousViolations } from "../support/axe";
import { DEMO } from "../support/accounts";
import { screenshot, signIn } from "../support/browser";
import { SCHOOL_ZONE, atSchoolTime } from "../support/clock";
import { admin } from "../support/env";
import { makeGroup, uid } from "../support/school-factory";
import { apiAt } from "../support/school-hour-api";
import { setSeatsPolicy } from "../support/seats-school";
import { createStudentAccount } from "../support/student-account";

/**
 * A family reports an absence from the app's week and books a make-up with the credit it earned;
 * the console's roster shows the reported absence and the make-up. The classes run every day
 * late in the evening (school time) for two months, and the app's calls reach the API at noon
 * today: whatever hour the suite runs, the rest of the week is still to come (on a real clock, a
 * Sunday night would have none left), and the make-up group has seats.
 */
async function seatsFixture() {
  await setSeatsPolicy({ creditNoticeHours: 0, extraMakeUpSeats: 2 });
  const { db } = admin();
  const [own, other] = await Promise.all([
    makeGroup({ name: uid("Seats Own") }),
    makeGroup({ name: uid("Seats Make-up"), capacity: 1 }),
  ]);
  const programId = uid("prg");
  await db.doc(`programs/${programId}`).set({
    name: `Seats program ${programId}`,
    nameLower: `seats program ${programId}`,
    startDate: addDays(todayIn(SCHOOL_ZONE), -7),
    endDate: addDays(todayIn(SCHOOL_ZONE), 60),
    groupIds: [own.id, other.id],
    status: "published",
    color: "#7c3aed",
  });
  for (let day = 0; day < 7; day++)
    for (const [groupId, start, end] of [
      [own.id, "23:00", "23:45"],
      [other.id, "22:00", "22:45"],
    ] as const)
      await db.doc(`schedules/${uid("sch")}`).set({
        programId,
        groupId,
        dayOfWeek: day,
        startTime: start,
        endTime: end,
        room: uid("Room"),
        instructorId: "demo-admin",
        startDate: addDays(todayIn(SCHOOL_ZONE), -7),
        endDate: addDays(todayIn(SCHOOL_ZONE), 60),
        exceptions: [],
        archivedAt: null,
      });
  const student = await createStudentAccount({
    firstName: "Sasha",
    groupIds: [own.id],
    programIds: [programId],
  });
  return { student };
}

describe("seats: reported absences and make-ups", () => {
  const app = useAppBrowser();

  it("a family reports an absence and books a make-up in the app; the console's roster shows both", async () => {
    const { student } = await seatsFixture();
    const { page } = await app.open({ blockServiceWorkers: true });
    await apiAt(page, atSchoolTime(todayIn(SCHOOL_ZONE), 12), "**/api/me/**");
    await signInToApp(page, student);
    await page.getByRole("region", { name: "This week" }).waitFor();
    await page
      .getByRole("button", { name: /^Won't be there/ })
      .first()
      .click();
    await page.getByLabel("Reason (optional)").fill("Dentist");
    await page.getByRole("button", { name: "Report absence" }).click();
    await page.getByText("Absence reported").first().waitFor();
    await checkScreen(page, "seats-week");

    await page.goto("/app/seats");
    await page.getByRole("heading", { name: "Make-up classes", level: 1 }).waitFor();
    await page.getByRole("button", { name: "Find a session" }).first().click();
    await page
      .getByRole("button", { name: /^Book / })
      .first()
      .click();
    await page
      .getByRole("region", { name: "Booked make-ups" })
      .getByRole("button", { name: "Cancel" })
      .waitFor();
    await checkScreen(page, "seats-make-ups");

    const { db } = admin();
    const absence = (await db.collection("seatAbsences").where("studentId", "==", student.studentId).get())
      .docs[0]!;
    const booking = (await db.collection("seatBookings").where("studentId", "==", student.studentId).get())
      .docs[0]!;
    expect(absence.get("reason")).toBe("Dentist");
    expect(booking.get("status")).toBe("booked");

    const desk = await app.open({ desktop: true });
    await signIn(desk.page, DEMO.staff);
    await desk.page.waitForURL("**/dashboard", { timeout: 90_000 });
    await desk.page.goto(
      `/students/attendance?date=${absence.get("date")}&session=${absence.get("sessionKey")}`,
    );
    const reported = desk.page.getByTestId(`roster-row-${student.studentId}`);
    await reported.getByTestId("reported-absence").waitFor({ timeout: 30_000 });
    expect(await reported.getByTestId("reported-absence").textContent()).toContain("Dentist");
    expect(await reported.getByRole("button", { name: /^Excused:/ }).getAttribute("aria-pressed")).toBe(
      "true",
    );
    expect(describeViolations(await seriousViolations(desk.page))).toEqual([]);
    await screenshot(desk.page, "console-seats-roster-reported-1280");

    await desk.page.goto(
      `/students/attendance?date=${booking.get("date")}&session=${booking.get("sessionKey")}`,
    );
    const makeUp = desk.page.getByTestId(`roster-row-${student.studentId}`);
    await makeUp.getByTestId("make-up-badge").waitFor({ timeout: 30_000 });
    expect(describeViolations(await seriousViolations(desk.page))).toEqual([]);
    await screenshot(desk.page, "console-seats-roster-make-up-1280");
  }, 240_000);
});
