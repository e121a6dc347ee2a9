import { describe, expect, it } from "vitest";
import { schoolSectionSchema } from "../settings.schema";
import { optionalPhone } from "../student.schema";

const messageOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : r.error!.issues[0]!.message;

describe("a phone number's error says what is wrong", () => {
  it("calls '555' too short, a word not a number, and takes a real one", () => {
    expect(messageOf(optionalPhone.safeParse("555"))).toBe(
      "This phone number is too short: enter at least 5 digits.",
    );
    expect(messageOf(optionalPhone.safeParse("call me"))).toBe(
      "Enter a valid phone number (digits, spaces, + ( ) - .).",
    );
    expect(messageOf(optionalPhone.safeParse("1".repeat(31)))).toBe(
      "This phone number is too long: at most 30 characters.",
    );
    expect(optionalPhone.parse(" 555-0199 ")).toBe("555-0199");
    expect(optionalPhone.parse("")).toBeNull();
  });

  it("says the same of the school's contact phone", () => {
    const phone = schoolSectionSchema.shape.contactPhone;
    expect(messageOf(phone.safeParse("555"))).toBe(
      "This phone number is too short: enter at least 5 digits.",
    );
    expect(phone.parse("")).toBe("");
    expect(phone.parse("+1 (555) 010-0199")).toBe("+1 (555) 010-0199");
  });
});
