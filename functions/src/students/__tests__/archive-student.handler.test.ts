import { describe, expect, it } from "vitest";
import { testContext } from "../../__tests__/emulator-app";
import { refusal } from "../../__tests__/refusal";
import { collections } from "../../lib/collections";
import { archiveStudent, restoreStudent } from "../archive-student.handler";
import { deleteStudentPermanently } from "../delete-student.handler";
import { auditOf, storeStudent, storedStudent } from "./student-fixtures";

const NOW = new Date("2027-02-10T15:00:00Z");

describe("archiveStudent / restoreStudent", () => {
  it("archives (unlisted, status kept for restoring) and restores, each audited once", async () => {
    const ctx = testContext("staff", NOW);
    const id = await storeStudent({ status: "waitlist" });

    const archived = await archiveStudent({ ctx, input: { id } });
    expect(archived).toMatchObject({ status: "archived", statusBeforeArchive: "waitlist" });
    expect(await storedStudent(id)).toMatchObject({ listed: false });
    expect((await auditOf(id, "student.archive"))[0]).toMatchObject({
      actor: { uid: "test-staff" },
      details: { from: "waitlist" },
    });

    const restored = await restoreStudent({ ctx, input: { id } });
    expect(restored).toMatchObject({ status: "waitlist", statusBeforeArchive: null, archivedAt: null });
    expect(await storedStudent(id)).toMatchObject({ listed: true });
    expect((await auditOf(id, "student.restore"))[0]).toMatchObject({ details: { to: "waitlist" } });
  });

  it("refuses archiving twice and restoring what is not archived (409)", async () => {
    const ctx = testContext("admin", NOW);
    const id = await storeStudent();
    expect((await refusal(restoreStudent({ ctx, input: { id } }))).status).toBe(409);
    await archiveStudent({ ctx, input: { id } });
    expect((await refusal(archiveStudent({ ctx, input: { id } }))).status).toBe(409);
    expect(await auditOf(id, "student.archive")).toHaveLength(1);
  });
});

describe("deleteStudentPermanently", () => {
  it("is refused to staff (403) and to an admin while the student is not archived (409)", async () => {
    const id = await storeStudent({}, { status: "archived" });
    const staff = await refusal(deleteStudentPermanently({ ctx: testContext("staff", NOW), input: { id } }));
    expect(staff.status).toBe(403);
    expect((await collections.students.ref(id).get()).exists).toBe(true);

    const active = await storeStudent();
    const early = await refusal(
      deleteStudentPermanently({ ctx: testContext("admin", NOW), input: { id: active } }),
    );
    expect(early.status).toBe(409);
    expect((await collections.students.ref(active).get()).exists).toBe(true);
  });

  it("erases an archived student for an admin, audited", async () => {
    const id = await storeStudent({ lastName: "Erased" }, { status: "archived" });
    await deleteStudentPermanently({ ctx: testContext("admin", NOW), input: { id } });
    expect((await collections.students.ref(id).get()).exists).toBe(false);
    expect((await auditOf(id, "student.delete"))[0]).toMatchObject({
      actor: { uid: "test-admin", role: "admin" },
      details: { name: "Handler Erased", permanent: true },
    });
  });
});
