import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO } from "../support/accounts";
import { screenshot, signedInState, type SignedInState, useBrowser } from "../support/browser";
import { schoolMonday } from "../support/clock";
import { admin } from "../support/env";
import { removeStudents, seedStudents, uniqueMarker } from "../support/students";

const { instant: CLOCK } = schoolMonday();
/** Dates of birth of adults, twenty-odd years back from whatever year it is (ages must be 2-30). */
const adultBirthYear = () => new Date().getUTCFullYear() - 20;

/** A test's own surname (letters only, so search prefixes find it) and its lower-case marker. */
function names() {
  const marker = uniqueMarker("e");
  return { marker, last: `${marker[0]!.toUpperCase()}${marker.slice(1)}` };
}

describe("students and groups", () => {
  const suite = useBrowser();
  let adminState: SignedInState;
  const markers: string[] = [];
  const groupNames: string[] = [];

  async function adminPage(width = 1280) {
    const opened = await suite.open({ state: adminState, width, clock: CLOCK });
    return opened.page;
  }

  /** Students of the test's own, written straight to Firestore; returns the marker and surname. */
  async function arrangeStudents(firstNames: string[], extra: { email?: boolean } = {}) {
    const { marker, last } = names();
    markers.push(marker);
    const ids = await seedStudents(
      firstNames.map((firstName) => ({
        firstName,
        lastName: last,
        email: extra.email ? `${firstName.toLowerCase()}.${marker}@example.test` : null,
        dateOfBirth: `${adultBirthYear()}-04-05`,
        groupIds: ["adult-open"],
      })),
      `stu-${marker}`,
    );
    return { marker, last, ids };
  }

  beforeAll(async () => {
    adminState = await signedInState(suite.browser, DEMO.admin);
  });
  afterAll(async () => {
    const { db } = admin();
    for (const marker of markers) {
      const snap = await db
        .collection("students")
        .where("lastNameLower", ">=", marker)
        .where("lastNameLower", "<", `${marker}\uf8ff`)
        .get();
      await removeStudents(snap.docs.map((d) => d.id));
    }
    for (const name of groupNames) {
      const groups = await db.collection("groups").where("nameLower", "==", name.toLowerCase()).get();
      await Promise.all(groups.docs.map((d) => d.ref.delete()));
    }
  });

  it("enrols a student through the stepped form, fixing a field error", async () => {
    const { marker, last } = names();
    markers.push(marker);
    const email = `${marker}@example.test`;
    const page = await adminPage();
    await page.goto("/students/enrollment");
    await page.getByLabel("First name").fill("Ruby");
    await page.getByLabel("Last name").fill(last);
    await page.getByLabel("Date of birth").fill(`${adultBirthYear()}-04-05`);
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByText("Enter a valid email address.").waitFor();
    await screenshot(page, "enrollment-error-1280");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByLabel("Guardian's name").waitFor();
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByText("Adult Open Class").click();
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByText(email).waitFor();
    await page.getByRole("button", { name: "Enrol student" }).click();
    await page.waitForURL("**/students/details?student=*");
    await page.getByRole("dialog").getByText(`Ruby ${last}`).waitFor();
    const snap = await admin().db.collection("students").where("emailLower", "==", email).get();
    expect(snap.size).toBe(1);
    expect(snap.docs[0]!.get("groupIds")).toEqual(["adult-open"]);
    await page.keyboard.press("Escape");
  });

  it("finds a student by search, edits, archives (with undo) and restores", async () => {
    const { marker, last, ids } = await arrangeStudents(["Ruby"], { email: true });
    const page = await adminPage();
    await page.goto("/students/details");
    await page.getByTestId("student-row").first().waitFor();
    await screenshot(page, "student-details-1280");
    await page.getByLabel("Search").fill(marker.slice(0, 6).toUpperCase());
    await page.getByTestId("student-row").filter({ hasText: last }).waitFor();
    await expect.poll(() => page.getByTestId("student-row").count(), { timeout: 10_000 }).toBe(1);
    await page.getByTestId("student-row").first().click();
    const drawer = page.getByRole("dialog");
    await drawer.getByLabel("Phone", { exact: true }).fill("+1 555 0199");
    await drawer.getByRole("button", { name: "Save changes" }).click();
    await page.getByText("Saved.").waitFor();
    await screenshot(page, "student-drawer-1280");
    await drawer.getByRole("button", { name: "Archive" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Archive" }).click();
    await page.getByText(`Ruby ${last} archived.`).waitFor();
    await page.getByRole("button", { name: "Undo" }).click();
    await page.getByText(`Ruby ${last} restored.`).waitFor();
    const s = await admin().db.doc(`students/${ids[0]}`).get();
    expect(s.get("status")).toBe("active");
    expect(s.get("phone")).toBe("+1 555 0199");
    // Archive again and restore from the archived filter.
    await page.getByTestId("student-row").filter({ hasText: last }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Archive" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Archive" }).click();
    await page.getByText(`Ruby ${last} archived.`).last().waitFor();
    await page.getByRole("dialog").waitFor({ state: "hidden" });
    await page.getByLabel("Status").selectOption("archived");
    await page.getByTestId("student-row").filter({ hasText: last }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Restore" }).click();
    // The Undo's toast may still be up (5 s): the newest one is this restore's.
    await page.getByText(`Ruby ${last} restored.`).last().waitFor();
    await page.keyboard.press("Escape");
  });

  it("creates a group and adds a student", async () => {
    const { marker, last } = await arrangeStudents(["Ruby"]);
    const groupName = `Group ${last}`;
    groupNames.push(groupName);
    const page = await adminPage();
    await page.goto("/students/groups");
    await page.getByTestId("group-card").first().waitFor();
    await page.getByRole("button", { name: "New group" }).first().click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Name").fill(groupName);
    await dialog.getByLabel("Capacity").fill("1");
    await dialog.getByRole("button", { name: "Create group" }).click();
    await page.getByRole("link", { name: groupName, exact: true }).click();
    await page.getByRole("heading", { name: groupName }).waitFor();
    await page.getByRole("searchbox", { name: "Search students" }).fill(marker.slice(0, 6));
    await page.getByText(`Ruby ${last}`).click();
    await page.getByRole("button", { name: /Add selected \(1\)/ }).click();
    await page.getByRole("table", { name: "Members" }).getByText(`Ruby ${last}`).waitFor();
    await screenshot(page, "group-page-1280");
  });

  it("imports a CSV with one bad row: the dry run shows it, the import creates the rest", async () => {
    const { marker, last } = names();
    markers.push(marker);
    const year = adultBirthYear();
    const page = await adminPage();
    await page.goto("/students/enrollment");
    await page.getByRole("tab", { name: "Import CSV" }).click();
    const file = join(tmpdir(), `${marker}.csv`);
    writeFileSync(
      file,
      [
        "firstName,lastName,dateOfBirth,email,groups,photoConsent",
        `Ann,${last},${year}-01-01,${marker}.ann@example.test,Adult Open Class,yes`,
        `Bob,${last},not-a-date,,,no`,
        `Cy,${last},${year - 1}-02-02,,,no`,
      ].join("\n"),
    );
    await page.getByTestId("csv-file").setInputFiles(file);
    const preview = page.getByTestId("import-preview");
    await preview.getByText("3 rows: 2 to import").waitFor();
    expect(await preview.getByRole("row").filter({ hasText: "dateOfBirth" }).count()).toBe(1);
    await screenshot(page, "import-preview-1280");
    await page.getByRole("button", { name: "Import 2 students" }).click();
    await page.getByTestId("import-summary").getByText("Imported 2 of 3 rows.").waitFor();
    const snap = await admin().db.collection("students").where("lastNameLower", "==", marker).get();
    expect(snap.docs.map((d) => d.get("firstName")).sort()).toEqual(["Ann", "Cy"]);
  });

  it("exports the current view and reads the CSV back", async () => {
    const { marker } = await arrangeStudents(["Ann", "Cy", "Ruby"]);
    const page = await adminPage();
    await page.goto("/students/details");
    await page.getByTestId("student-row").first().waitFor();
    await page.getByLabel("Search").fill(marker);
    // The search is debounced: export once the table shows exactly this test's three students.
    await expect.poll(() => page.getByTestId("student-row").count(), { timeout: 10_000 }).toBe(3);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export CSV" }).click(),
    ]);
    const text = readFileSync((await download.path())!, "utf8").replace(/^\uFEFF/, "");
    const lines = text.trim().split(/\r?\n/);
    expect(lines[0]!.startsWith("firstName,lastName,dateOfBirth,email")).toBe(true);
    expect(
      lines
        .slice(1)
        .map((l) => l.split(",")[0])
        .sort(),
    ).toEqual(["Ann", "Cy", "Ruby"]);
  });

  it("fits 375 px without horizontal page scroll", async () => {
    const p = await adminPage(375);
    for (const [path, name] of [
      ["/students/details", "student-details-375"],
      ["/students/enrollment", "enrollment-375"],
      ["/students/groups", "groups-375"],
    ] as const) {
      await p.goto(path);
      await p.getByRole("heading", { level: 1 }).waitFor();
      await p.waitForTimeout(800);
      await screenshot(p, name);
      expect(await p.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(
        true,
      );
    }
  });
});
