import { describe, expect, it } from "vitest";
import { isoDateField } from "../program.schema";
import { isoDateSchema } from "../student.schema";

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => i.message);

describe("date fields", () => {
  it("ask for a date when a date input is left empty, and only that", () => {
    expect(messages(isoDateField.safeParse(""))).toEqual(["Enter a date."]);
    expect(messages(isoDateSchema.safeParse(""))).toEqual(["Enter a date."]);
  });

  it("name the format only to a client that sent other text", () => {
    expect(messages(isoDateField.safeParse("27/11/2026"))).toEqual(["Enter a date as YYYY-MM-DD."]);
    expect(messages(isoDateSchema.safeParse("27/11/2026"))[0]).toBe("Use the format YYYY-MM-DD.");
    expect(isoDateField.safeParse("2026-11-27").success).toBe(true);
  });
});
