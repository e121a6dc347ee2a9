import { describe, expect, it } from "vitest";
import { checkScreen, signInToApp, useAppBrowser } from "../support/app-browser";
import { describeViolations, seriousViolations } from "../support/axe";
import { DEMO } from "../support/accounts";
import { screenshot, signIn } from "../support/browser";
import { admin } from "../support/env";
import { makeGroup, makeStudent, uid } from "../support/school-factory";
import { createStudentAccount } from "../support/student-account";

/**
 * A family accepts a waitlist offer in the app, and the console's group screen shows the student
 * among the members and the offer accepted. The offer is written as the offer engine leaves it
 * (open, 48 hours to answer), so the test does not depend on the real clock's quiet hours.
 */
async function offerFixture() {
  const { db } = admin();
  const group = await makeGroup({ name: uid("Waitlist Ballet"), capacity: 2 });
  await makeStudent([group.id]);
  const family = await createStudentAccount({ firstName: "Noor", status: "waitlist" });
  const offerId = uid("offer");
  const now = Date.now();
  await db.doc(`students/${family.studentId}`).update({ waitlistGroupIds: [group.id] });
  await db.doc(`waitlistEntries/${group.id}_${family.studentId}`).set({
    groupId: group.id,
    studentId: family.studentId,
    status: "offered",
    rank: 1,
    joinedAt: new Date(now - 86_400_000),
    joinedBy: "family",
    createdBy: null,
    offerId,
  });
  await db.doc(`waitlistOffers/${offerId}`).set({
    groupId: group.id,
    studentId: family.studentId,
    entryId: `${group.id}_${family.studentId}`,
    status: "open",
    offeredAt: new Date(now - 60_000),
    expiresAt: new Date(now + 48 * 3_600_000),
    byHand: false,
    createdBy: null,
    createdAt: new Date(now - 60_000),
    closedAt: null,
    remindedAt: null,
  });
  return { group, family };
}

/** A family waiting (no offer) in line for a full group, as joining leaves it. */
async function waitingFixture() {
  const { db } = admin();
  const group = await makeGroup({ name: uid("Waitlist Jazz"), capacity: 1 });
  await makeStudent([group.id]);
  const family = await createStudentAccount({ firstName: "Ines", status: "waitlist" });
  await db.doc(`students/${family.studentId}`).update({ waitlistGroupIds: [group.id] });
  await db.doc(`waitlistEntries/${group.id}_${family.studentId}`).set({
    groupId: group.id,
    studentId: family.studentId,
    status: "waiting",
    rank: 1,
    joinedAt: new Date(Date.now() - 86_400_000),
    joinedBy: "family",
    createdBy: null,
    offerId: null,
  });
  return { group, family };
}

describe("waitlist offers", () => {
  const app = useAppBrowser();

  it("a family accepts an offer in the app; the console's group shows the new member", async () => {
    const { group, family } = await offerFixture();
    const { page } = await app.open();
    await signInToApp(page, family);
    await page.goto("/app/seats");
    const offer = page.getByRole("group", { name: `Offer: ${group.name}` });
    await offer.getByText(/^Accept by /).waitFor({ timeout: 90_000 });
    await checkScreen(page, "waitlist-offer");
    await offer.getByRole("button", { name: "Accept" }).click();
    await page.getByText("You are not on a waitlist.").waitFor({ timeout: 90_000 });
    const student = await admin().db.doc(`students/${family.studentId}`).get();
    expect(student.get("groupIds")).toContain(group.id);
    expect(student.get("status")).toBe("active");

    const desk = await app.open({ desktop: true });
    await signIn(desk.page, DEMO.staff);
    await desk.page.waitForURL("**/dashboard", { timeout: 90_000 });
    await desk.page.goto(`/students/groups/${group.id}`);
    await desk.page
      .getByRole("table", { name: "Members" })
      .getByText(`Noor ${family.studentId}`)
      .waitFor({ timeout: 30_000 });
    await desk.page.getByRole("table", { name: "Offer chain" }).getByText("Accepted").waitFor();
    expect(describeViolations(await seriousViolations(desk.page))).toEqual([]);
    await screenshot(desk.page, "console-group-waitlist-1280");
  }, 240_000);

  it("a family leaves a waitlist in the app after confirming", async () => {
    const { group, family } = await waitingFixture();
    const { page } = await app.open();
    await signInToApp(page, family);
    await page.goto("/app/seats");
    const place = page.getByRole("group", { name: `Waitlist: ${group.name}` });
    await place.getByRole("button", { name: "Leave the waitlist" }).click({ timeout: 90_000 });
    // A second step: keeping the place changes nothing.
    await place.getByRole("button", { name: "Keep my place" }).click();
    await place.getByRole("button", { name: "Leave the waitlist" }).click();
    await place.getByText(/If you join again later/).waitFor();
    await checkScreen(page, "waitlist-leave");
    await place.getByRole("button", { name: "Yes, leave" }).click();
    await page.getByText("You are not on a waitlist.").waitFor({ timeout: 60_000 });
    const { db } = admin();
    const entry = await db.doc(`waitlistEntries/${group.id}_${family.studentId}`).get();
    expect(entry.get("status")).toBe("removed");
    const student = await db.doc(`students/${family.studentId}`).get();
    expect(student.get("waitlistGroupIds")).toEqual([]);
  }, 240_000);
});
