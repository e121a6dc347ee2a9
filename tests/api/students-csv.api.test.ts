import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount, sessionToken } from "../support/accounts";
import { call } from "../support/api-client";
import { findAuditEntries } from "../../functions/src/lib/audit-months";
import { runCompiled } from "../support/compiled-functions";
import { admin } from "../support/env";
import { removeStudents, seedStudents, uniqueMarker } from "../support/students";

type Report = {
  dryRun: boolean;
  totalRows: number;
  created: number;
  skipped: { row: number; reason: string; studentId: string | null }[];
  errors: { row: number; field: string; message: string }[];
  createdIds: string[];
};
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

const HEADER =
  "firstName,lastName,dateOfBirth,email,phone,status,groups,programs,guardianName,guardianEmail,guardianPhone,guardianRelationship,emergencyContactName,emergencyContactPhone,medicalNotes,photoConsent,enrolledAt,notes";

describe("students CSV", () => {
  let token: string;
  const marker = uniqueMarker("csv");
  const cleanup: string[] = [];
  const csvCall = (path: string, csv: string) =>
    call<{ data: Report } & ErrorBody>(path, {
      method: "POST",
      token,
      body: csv,
      headers: { "content-type": "text/csv" },
    });

  beforeAll(async () => {
    token = await sessionToken(await createAccount("staff"));
  });
  afterAll(async () => {
    await removeStudents(cleanup);
  });

  describe("GET /api/students/export", () => {
    beforeAll(async () => {
      cleanup.push(
        ...(await seedStudents(
          [
            {
              firstName: '=HYPERLINK("http://evil")',
              lastName: `${marker}Formula`,
              email: `${marker}f@example.test`,
            },
            { firstName: "Zoë", lastName: `${marker}Plain`, groupIds: ["tap-seniors"] },
            { firstName: "Old", lastName: `${marker}Gone`, status: "archived" },
          ],
          `csv-${marker}`,
        )),
      );
    });

    it("answers 401 without a session", async () => {
      expect((await call("/students/export")).status).toBe(401);
    });

    it("exports the current filters as UTF-8 CSV with a header, formulas neutralised", async () => {
      const res = await call<string>(`/students/export?q=${marker}`, { token });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/text\/csv; charset=utf-8/);
      expect(res.headers.get("content-disposition")).toMatch(
        /attachment; filename="students-\d{4}-\d{2}-\d{2}\.csv"/,
      );
      const text = res.body.replace(/^\uFEFF/, "");
      expect(text.split("\r\n")[0]).toBe(HEADER);
      const rows = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true }).data;
      expect(rows.map((r) => r.lastName).sort()).toEqual([`${marker}Formula`, `${marker}Plain`]);
      expect(rows.find((r) => r.lastName === `${marker}Formula`)?.firstName).toBe(
        '\'=HYPERLINK("http://evil")',
      );
      const plain = rows.find((r) => r.lastName === `${marker}Plain`)!;
      expect(plain.firstName).toBe("Zoë");
      expect(plain.groups).toBe("Tap Seniors");
      const archived = await call<string>(`/students/export?q=${marker}&status=archived`, { token });
      expect(archived.body).toContain(`${marker}Gone`);
      expect(archived.body).not.toContain(`${marker}Plain`);
    });

    it("answers 400 for a bad filter", async () => {
      expect((await call("/students/export?status=nope", { token })).status).toBe(400);
    });
  });

  describe("POST /api/students/import", () => {
    const year = new Date().getUTCFullYear();
    const csv = [
      HEADER,
      `Ivy,${marker}Import,2001-02-03,${marker}.ivy@example.test,+1 555 0100,active,Adult Open Class,Adult Program,,,,,,,,yes,2026-01-10,`,
      `Jon,${marker}Import,${year - 9}-04-05,,,waitlist,tiny-toes,,Kim ${marker}Import,,+1 555 0101,Mother,,,Peanut allergy,no,,`,
      `Bad,${marker}Import,not-a-date,bad-email,,active,No Such Group,,,,,,,,,maybe,,`,
      `Kit,${marker}Import,2002-07-08,,,,,,,,,,,,,,,"'=1+2"`,
      `Ivy,${marker}Import,2001-02-03,${marker}.IVY@example.test,,active,,,,,,,,,,,,`,
    ].join("\r\n");

    it("answers 401 without a session and 400 for a file without the columns", async () => {
      expect(
        (
          await call("/students/import", {
            method: "POST",
            body: csv,
            headers: { "content-type": "text/csv" },
          })
        ).status,
      ).toBe(401);
      const res = await csvCall("/students/import", "name,age\r\nx,3");
      expect(res.status).toBe(400);
      expect(res.body.error.fields?.file).toMatch(/firstName/);
      expect((await csvCall("/students/import", HEADER)).status).toBe(400);
      expect((await csvCall("/students/import?dryRun=perhaps", csv)).status).toBe(400);
    });

    it("dry run reports each bad field by row and writes nothing", async () => {
      const res = await csvCall("/students/import?dryRun=true", csv);
      expect(res.status).toBe(200);
      const report = res.body.data;
      expect(report).toMatchObject({ dryRun: true, totalRows: 5, created: 3 });
      expect(
        report.errors
          .filter((e) => e.row === 4)
          .map((e) => e.field)
          .sort(),
      ).toEqual(["dateOfBirth", "email", "groups", "photoConsent"]);
      expect(report.errors.every((e) => e.row === 4)).toBe(true);
      expect(report.skipped).toEqual([{ row: 6, reason: "Same student as row 2.", studentId: null }]);
      const written = await admin()
        .db.collection("students")
        .where("lastNameLower", "==", `${marker}import`.toLowerCase())
        .get();
      expect(written.size).toBe(0);
    });

    it("imports the valid rows with accounts and queued welcome mails; re-importing creates nothing", async () => {
      const res = await csvCall("/students/import", csv);
      expect(res.status).toBe(200);
      const report = res.body.data;
      cleanup.push(...report.createdIds);
      expect(report).toMatchObject({ dryRun: false, created: 3 });
      expect(report.createdIds).toHaveLength(3);
      const { db, auth } = admin();
      const snaps = await db.getAll(...report.createdIds.map((id) => db.doc(`students/${id}`)));
      const byName = Object.fromEntries(snaps.map((s) => [s.get("firstName"), s.data()!]));
      expect(byName.Ivy).toMatchObject({
        email: `${marker}.ivy@example.test`,
        groupIds: ["adult-open"],
        programIds: ["adult-program"],
        photoConsent: true,
        status: "active",
      });
      expect(byName.Jon).toMatchObject({
        status: "waitlist",
        groupIds: ["tiny-toes"],
        guardian: { name: `Kim ${marker}Import`, relationship: "Mother" },
        medicalNotes: "Peanut allergy",
      });
      expect(byName.Kit?.notes).toBe("=1+2");
      const account = await auth.getUser(byName.Ivy!.authUid);
      expect(account.customClaims?.role).toBe("student");
      // The welcome is queued with the student, not sent in the import's burst (welcome-mail-queue.ts).
      const mailTo = () => db.collection("mail").where("to", "==", `${marker}.ivy@example.test`).get();
      const queued = await db.doc(`mailSchedule/student-welcome-${byName.Ivy!.authUid}-enrol`).get();
      const ivyId = snaps.find((snap) => snap.get("firstName") === "Ivy")!.id;
      expect(queued.data()).toMatchObject({ status: "queued", kind: "student-welcome", studentId: ivyId });
      expect((await mailTo()).size).toBe(0);
      // The release (every 5 minutes) hands it to Trigger Email, with a link made then.
      runCompiled(
        "students/welcome-mail-queue",
        "releaseQueuedWelcomes",
        "new Date(Date.now() + 60000), 5000",
      );
      const mails = await mailTo();
      expect(mails.size).toBe(1);
      expect(mails.docs[0]!.get("message.text")).toMatch(/http:\/\/127\.0\.0\.1:5000\/student\/reset\/\S+/);
      expect((await queued.ref.get()).get("status")).toBe("sent");
      const audits = await Promise.all(report.createdIds.map((id) => findAuditEntries(db, "resourceId", id)));
      expect(audits.flat()).toHaveLength(3);

      const again = await csvCall("/students/import", csv);
      expect(again.body.data.created).toBe(0);
      expect(again.body.data.skipped.map((s) => s.row).sort()).toEqual([2, 3, 5, 6]);
      expect(again.body.data.skipped.find((s) => s.row === 2)?.studentId).toBe(report.createdIds[0]);
    });

    it("re-imports its own export without duplicates", async () => {
      const exported = await call<string>(`/students/export?q=${marker}import`, { token });
      const res = await csvCall("/students/import", exported.body);
      expect(res.body.data.errors).toEqual([]);
      expect(res.body.data.created).toBe(0);
      expect(res.body.data.skipped).toHaveLength(3);
    });

    it("answers 413 beyond 5,000 rows or 2 MB", async () => {
      const many = [
        HEADER,
        ...Array.from({ length: 5001 }, (_, i) => `A${i},B,2001-01-01,,,,,,,,,,,,,,,`),
      ].join("\n");
      const rows = await csvCall("/students/import?dryRun=true", many);
      expect(rows.status).toBe(413);
      const big = `${HEADER}\n${"x".repeat(2 * 1024 * 1024 + 10)}`;
      expect((await csvCall("/students/import?dryRun=true", big)).status).toBe(413);
    });
  });
});
