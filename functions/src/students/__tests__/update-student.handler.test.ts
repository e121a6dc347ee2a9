import { describe, expect, it } from "vitest";
import { testContext } from "../../__tests__/emulator-app";
import { refusal } from "../../__tests__/refusal";
import { updateStudent } from "../update-student.handler";
import { auditOf, storeStudent, storedStudent, uniqueId } from "./student-fixtures";

const NOW = new Date("2027-02-10T15:00:00Z");

describe("updateStudent", () => {
  it("merges the patch, rewrites the search fields and audits the changed fields", async () => {
    const id = await storeStudent({ lastName: "Before" }, { enrolledAt: new Date("2026-01-05T08:30:00Z") });
    const lastName = `After ${uniqueId("x")}`;
    const student = await updateStudent({ ctx: testContext("staff", NOW), input: { id, lastName } });

    expect(student).toMatchObject({ _id: id, firstName: "Handler", lastName, status: "active" });
    // An untouched enrolment date is not rewritten (it would move to noon and reorder the register).
    expect(student.enrolledAt).toBe("2026-01-05T08:30:00.000Z");
    const stored = await storedStudent(id);
    expect(stored).toMatchObject({
      lastNameLower: lastName.toLowerCase(),
      listed: true,
      updatedBy: "test-staff",
    });

    const audit = await auditOf(id, "student.update");
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor: { uid: "test-staff" }, details: { fields: ["lastName"] } });
  });

  it("audits a changed phone before and after, and medical notes without their text", async () => {
    const id = await storeStudent({ phone: "555-0100", medicalNotes: "Asthma" });
    await updateStudent({
      ctx: testContext("staff", NOW),
      input: { id, phone: "555-0199", medicalNotes: "Asthma, inhaler in bag", firstName: "Handler" },
    });
    const [entry] = await auditOf(id, "student.update");
    const details = (entry as { details: { fields: string[]; changes: Record<string, unknown> } }).details;
    // The unchanged first name is not listed; the notes are named, their words kept out of the trail.
    expect(details.fields.sort()).toEqual(["medicalNotes", "phone"]);
    expect(details.changes).toEqual({ phone: { before: "555-0100", after: "555-0199" } });
  });

  it("refuses an unknown id (404), an archived student (409) and an unknown group (400)", async () => {
    const ctx = testContext("admin", NOW);
    const missing = await refusal(updateStudent({ ctx, input: { id: uniqueId("none"), notes: "x" } }));
    expect(missing.status).toBe(404);

    const archived = await storeStudent({}, { status: "archived" });
    const archivedErr = await refusal(updateStudent({ ctx, input: { id: archived, notes: "x" } }));
    expect(archivedErr.status).toBe(409);

    const id = await storeStudent();
    const bad = await refusal(updateStudent({ ctx, input: { id, groupIds: ["no-such-group-h"] } }));
    expect(bad.status).toBe(400);
    expect(bad.fields).toEqual({ groupIds: "Unknown group: no-such-group-h." });
    // Refused before anything was written.
    expect(await auditOf(id, "student.update")).toHaveLength(0);
    expect((await storedStudent(id))?.groupIds).toEqual([]);
  });
});
