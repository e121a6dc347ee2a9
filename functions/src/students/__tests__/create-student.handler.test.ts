import { describe, expect, it } from "vitest";
import { testContext } from "../../__tests__/emulator-app";
import { refusal } from "../../__tests__/refusal";
import { collections } from "../../lib/collections";
import { createStudent } from "../create-student.handler";
import { adultInput, auditOf, storeStudent, storedStudent, uniqueId } from "./student-fixtures";

const NOW = new Date("2027-02-10T15:00:00Z");

describe("createStudent", () => {
  it("stores the whole document (search fields, listed) and its audit entry", async () => {
    const ctx = testContext("staff", NOW);
    const lastName = `Ëlvarsson ${uniqueId("x")}`;
    const student = await createStudent({ ctx, input: adultInput({ firstName: "Ada", lastName }) });

    expect(student).toMatchObject({ firstName: "Ada", lastName, status: "active", authUid: null });
    // No enrolment date entered: the request's "now" is the enrolment.
    expect(student.enrolledAt).toBe(NOW.toISOString());
    // The answer leaves the internal fields out; the stored document has them.
    expect(student).not.toHaveProperty("listed");
    expect(student).not.toHaveProperty("lastNameLower");
    const stored = await storedStudent(student._id);
    expect(stored).toMatchObject({
      listed: true,
      lastNameLower: lastName.toLowerCase().replace("ë", "e"),
      createdBy: "test-staff",
      statusBeforeArchive: null,
      archivedAt: null,
    });
    expect(stored?.lastNameKey).toBe(`${stored?.lastNameLower}\u0000${student._id}`);

    const audit = await auditOf(student._id, "student.create");
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      resource: "students",
      actor: { uid: "test-staff", role: "staff" },
      details: { name: `Ada ${lastName}`, account: false },
    });
  });

  it("keeps an entered enrolment date at noon UTC", async () => {
    const student = await createStudent({
      ctx: testContext("admin", NOW),
      input: adultInput({ enrolledAt: "2026-09-07" }),
    });
    expect(student.enrolledAt).toBe("2026-09-07T12:00:00.000Z");
  });

  it("refuses an unknown group or program with a 400 naming each field, and writes nothing", async () => {
    const marker = uniqueId("nobody");
    const err = await refusal(
      createStudent({
        ctx: testContext("admin", NOW),
        input: adultInput({ lastName: marker, groupIds: [`g-${marker}`], programIds: [`p-${marker}`] }),
      }),
    );
    expect(err.status).toBe(400);
    expect(err.fields).toEqual({
      groupIds: `Unknown group: g-${marker}.`,
      programIds: `Unknown program: p-${marker}.`,
    });
    const written = await collections.students.col().where("lastName", "==", marker).get();
    expect(written.empty).toBe(true);
  });

  it("refuses an email another active student has (409) before making an account", async () => {
    const email = `${uniqueId("dup")}@handlers.test`;
    await storeStudent({ email });
    const err = await refusal(
      createStudent({ ctx: testContext("admin", NOW), input: adultInput({ email }) }),
    );
    expect(err.status).toBe(409);
    expect(err.fields).toHaveProperty("email");
  });
});
