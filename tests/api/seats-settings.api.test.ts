import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SEATS_SETTINGS, type SeatsSettings } from "../../functions/src/shared/seats.schema";
import { createAccount, sessionToken } from "../support/accounts";
import { call } from "../support/api-client";
import { admin } from "../support/env";

/** The seats policy in its own settings document: staff read, admins change, ranges checked. */
type ErrorBody = { error: { code: string; fields?: Record<string, string> } };

let adminToken: string;
let staffToken: string;

beforeAll(async () => {
  await admin().db.doc("settings/seats").delete();
  [adminToken, staffToken] = await Promise.all([
    createAccount("admin").then(sessionToken),
    createAccount("staff").then(sessionToken),
  ]);
});

const put = (body: unknown, token = adminToken) =>
  call<{ data: SeatsSettings } & ErrorBody>("/settings/seats", { method: "PUT", token, body });

describe("/api/settings/seats", () => {
  it("answers the defaults (48 h offers) before any save, to staff too", async () => {
    const res = await call<{ data: SeatsSettings }>("/settings/seats", { token: staffToken });
    expect(res.status).toBe(200);
    expect(res.body.data.offerWindowHours).toBe(48);
  });

  it("saves a policy an admin sends, in its own document, and audits it", async () => {
    const policy = { ...DEFAULT_SEATS_SETTINGS, creditValidityDays: 45 };
    const res = await put(policy);
    expect(res.status).toBe(200);
    expect(res.body.data.creditValidityDays).toBe(45);
    const stored = await admin().db.doc("settings/seats").get();
    expect(stored.get("creditValidityDays")).toBe(45);
    expect((await admin().db.doc("settings/general").get()).get("creditValidityDays")).toBeUndefined();
    await put(DEFAULT_SEATS_SETTINGS);
  });

  it.each([
    ["creditValidityDays", 0],
    ["creditNoticeHours", 400],
    ["extraMakeUpSeats", -1],
    ["offerWindowHours", 0],
    ["bookingCutoffHours", 1.5],
  ])("answers 400 naming %s when it is %s", async (field, value) => {
    const res = await put({ ...DEFAULT_SEATS_SETTINGS, [field]: value });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields ?? {})).toContain(field);
  });

  it("needs a program when sessions are limited to listed programs", async () => {
    const res = await put({
      ...DEFAULT_SEATS_SETTINGS,
      eligibleSessions: "listed-programs",
      eligibleProgramIds: [],
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toHaveProperty("eligibleProgramIds");
  });

  it("is refused to staff (403)", async () => {
    expect((await put(DEFAULT_SEATS_SETTINGS, staffToken)).status).toBe(403);
  });
});
