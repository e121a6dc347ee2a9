import { describe, expect, it } from "vitest";
import { createGroupSchema } from "../group.schema";
import {
  ageOn,
  createStudentSchema,
  listStudentsSchema,
  searchNormalize,
  sortKey,
  updateStudentSchema,
} from "../student.schema";

const year = new Date().getUTCFullYear();
const fieldsOf = (r: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  (r.error?.issues ?? []).map((i) => i.path.join(".")).sort();

describe("createStudentSchema", () => {
  it("trims names, lower-cases the email and turns empty optional fields into null", () => {
    const r = createStudentSchema.parse({
      firstName: "  Ada ",
      lastName: "Lovelace",
      dateOfBirth: "2001-05-04",
      email: " ADA@Example.TEST ",
      phone: "",
    });
    expect(r).toMatchObject({
      firstName: "Ada",
      email: "ada@example.test",
      phone: null,
      status: "active",
      groupIds: [],
      photoConsent: false,
    });
  });

  it("names every bad field", () => {
    const r = createStudentSchema.safeParse({
      firstName: "",
      lastName: "x".repeat(81),
      dateOfBirth: "2020-02-30",
      email: "no",
      phone: "call me",
    });
    expect(fieldsOf(r)).toEqual(["dateOfBirth", "email", "firstName", "lastName", "phone"]);
  });

  it("needs a past date of birth giving an age of 2 to 30", () => {
    expect(
      fieldsOf(
        createStudentSchema.safeParse({ firstName: "A", lastName: "B", dateOfBirth: `${year + 1}-01-01` }),
      ),
    ).toEqual(["dateOfBirth"]);
    expect(
      fieldsOf(
        createStudentSchema.safeParse({ firstName: "A", lastName: "B", dateOfBirth: `${year - 31}-01-01` }),
      ),
    ).toEqual(["dateOfBirth"]);
    expect(
      createStudentSchema.safeParse({ firstName: "A", lastName: "B", dateOfBirth: `${year - 25}-01-01` })
        .success,
    ).toBe(true);
  });

  it("needs a guardian's name and a way to reach them under 18", () => {
    const minor = { firstName: "A", lastName: "B", dateOfBirth: `${year - 8}-06-01` };
    expect(fieldsOf(createStudentSchema.safeParse(minor))).toEqual(["guardian.name", "guardian.phone"]);
    expect(
      createStudentSchema.safeParse({ ...minor, guardian: { name: "Pat", email: "pat@example.test" } })
        .success,
    ).toBe(true);
  });

  it("refuses archived as a form status and unknown keys in a patch", () => {
    expect(
      fieldsOf(
        createStudentSchema.safeParse({
          firstName: "A",
          lastName: "B",
          dateOfBirth: "2001-01-01",
          status: "archived",
        }),
      ),
    ).toEqual(["status"]);
    expect(updateStudentSchema.safeParse({ bogus: 1 }).success).toBe(false);
  });
});

describe("listStudentsSchema", () => {
  it("defaults and bounds the page", () => {
    expect(listStudentsSchema.parse({})).toMatchObject({ sort: "lastName", dir: "asc", limit: 25 });
    expect(listStudentsSchema.parse({ limit: "100" }).limit).toBe(100);
    expect(listStudentsSchema.safeParse({ limit: "101" }).success).toBe(false);
    expect(listStudentsSchema.safeParse({ limit: "0" }).success).toBe(false);
  });
});

describe("search helpers", () => {
  it("ageOn counts whole years", () => {
    expect(ageOn("2000-06-15", new Date(Date.UTC(2020, 5, 14)))).toBe(19);
    expect(ageOn("2000-06-15", new Date(Date.UTC(2020, 5, 15)))).toBe(20);
  });

  it("searchNormalize drops accents, case and repeated spaces", () => {
    expect(searchNormalize("  Zoë   O'Brien ")).toBe("zoe o'brien");
  });

  it("sortKey orders by value, then id, and is unique per id", () => {
    const keys = [sortKey("ab", "x2"), sortKey("a", "z9"), sortKey("ab", "x1"), sortKey("abc", "a0")].sort();
    expect(keys).toEqual([
      sortKey("a", "z9"),
      sortKey("ab", "x1"),
      sortKey("ab", "x2"),
      sortKey("abc", "a0"),
    ]);
  });
});

describe("createGroupSchema", () => {
  it("checks the age range and capacity", () => {
    expect(
      fieldsOf(createGroupSchema.safeParse({ name: "A", capacity: 0, ageRange: { min: 9, max: 5 } })),
    ).toEqual(["ageRange.max", "capacity"]);
  });
});
