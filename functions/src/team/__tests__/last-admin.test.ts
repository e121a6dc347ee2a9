import { describe, expect, it } from "vitest";
import { lastAdminRefusal } from "../team-access";

const admin = { role: "admin", disabled: false };

describe("lastAdminRefusal", () => {
  it("refuses demoting or disabling the only active admin, naming the field", () => {
    expect(lastAdminRefusal("a", admin, { role: "staff", disabled: false }, ["a"])).toMatchObject({
      field: "role",
      message: expect.stringMatching(/last active admin/),
    });
    expect(lastAdminRefusal("a", admin, { role: "admin", disabled: true }, ["a"])).toMatchObject({
      field: "disabled",
    });
  });

  it("allows it while another active admin remains, and any change that keeps them an admin", () => {
    expect(lastAdminRefusal("a", admin, { role: "staff", disabled: false }, ["a", "b"])).toBeNull();
    expect(lastAdminRefusal("a", admin, admin, ["a"])).toBeNull();
    expect(lastAdminRefusal("a", { role: "admin", disabled: true }, admin, [])).toBeNull();
  });

  it("does not guard someone the rule does not count (staff, an unused invitation, disabled)", () => {
    expect(
      lastAdminRefusal("s", { role: "staff", disabled: false }, { role: "staff", disabled: true }, ["a"]),
    ).toBeNull();
    expect(lastAdminRefusal("i", admin, { role: "staff", disabled: false }, ["a"])).toBeNull();
  });
});
