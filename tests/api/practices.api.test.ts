import { beforeAll, describe, expect, it } from "vitest";
import { createAccount, sessionToken } from "../support/accounts";
import { call } from "../support/api-client";
import { findAuditEntries } from "../../functions/src/lib/audit-months";
import { admin } from "../support/env";
import { makeGroup } from "../support/school-factory";

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}
interface PracticeBody {
  data: { _id: string; date: string; status: string; cancelReason: string | null };
}

describe("/api/practices", () => {
  let token: string;
  let groupId: string;
  const body = (overrides: Record<string, unknown> = {}) => ({
    date: "2027-02-05",
    startTime: "17:00",
    endTime: "19:00",
    title: "Friday practice",
    focus: "Turns",
    groupIds: [groupId],
    location: "Studio A",
    videoIds: [],
    notes: "",
    status: "planned",
    ...overrides,
  });

  beforeAll(async () => {
    token = await sessionToken(await createAccount("staff"));
    groupId = (await makeGroup()).id;
    // The rule is about the school's zone: make sure it is the seeded one.
    expect((await admin().db.doc("settings/general").get()).get("timeZone")).toBe("America/New_York");
  });

  it("creates a practice on a Friday", async () => {
    const res = await call<PracticeBody>("/practices", { method: "POST", token, body: body() });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ date: "2027-02-05", status: "planned" });
  });

  it("refuses a Thursday with the exact message on `date`", async () => {
    const res = await call<ErrorBody>("/practices", {
      method: "POST",
      token,
      body: body({ date: "2027-02-04" }),
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe("Friday practice must be on a Friday");
    expect(res.body.error.fields).toEqual({ date: "Friday practice must be on a Friday" });
  });

  it("refuses an instant that is Friday in UTC but Thursday evening in New York", async () => {
    // 2027-02-05T02:30Z is Friday in UTC and 21:30 on Thursday 4 February in New York.
    const res = await call<ErrorBody>("/practices", {
      method: "POST",
      token,
      body: body({ date: "2027-02-05T02:30:00Z" }),
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields?.date).toBe("Friday practice must be on a Friday");
  });

  it("accepts an instant that is Saturday in UTC but Friday evening in New York, storing the school's date", async () => {
    const res = await call<PracticeBody>("/practices", {
      method: "POST",
      token,
      body: body({ date: "2027-02-06T01:00:00Z" }),
    });
    expect(res.status).toBe(201);
    expect(res.body.data.date).toBe("2027-02-05");
  });

  it("checks the Friday rule on edit too, and 400s bad fields", async () => {
    const created = await call<PracticeBody>("/practices", { method: "POST", token, body: body() });
    const edit = await call<ErrorBody>(`/practices/${created.body.data._id}`, {
      method: "PATCH",
      token,
      body: { date: "2027-02-06" },
    });
    expect(edit.status).toBe(400);
    expect(edit.body.error.fields?.date).toBe("Friday practice must be on a Friday");
    const bad = await call<ErrorBody>("/practices", {
      method: "POST",
      token,
      body: body({ title: "", groupIds: [], endTime: "16:00", date: "not a date" }),
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields ?? {}).sort()).toEqual(["endTime", "groupIds", "title"]);
    expect(
      (await call<ErrorBody>("/practices", { method: "POST", token, body: body({ date: "not a date" }) }))
        .body.error.fields?.date,
    ).toBeTruthy();
    expect(
      (
        await call<ErrorBody>("/practices", {
          method: "POST",
          token,
          body: body({ groupIds: ["no-such-group-xyz"] }),
        })
      ).status,
    ).toBe(400);
  });

  it("cancels with a reason, and lists upcoming / past / a date range", async () => {
    const created = await call<PracticeBody>("/practices", {
      method: "POST",
      token,
      body: body({ date: "2027-02-12" }),
    });
    const id = created.body.data._id;
    expect(
      (await call<ErrorBody>(`/practices/${id}/cancel`, { method: "POST", token, body: { reason: "" } }))
        .status,
    ).toBe(400);
    const cancelled = await call<PracticeBody>(`/practices/${id}/cancel`, {
      method: "POST",
      token,
      body: { reason: "Snow day" },
    });
    expect(cancelled.body.data).toMatchObject({ status: "cancelled", cancelReason: "Snow day" });
    const range = await call<{ data: { _id: string }[] }>("/practices?from=2027-02-12&to=2027-02-12", {
      token,
    });
    expect(range.body.data.some((p) => p._id === id)).toBe(true);
    const upcoming = await call<{ data: { date: string }[] }>("/practices?when=upcoming&limit=5", { token });
    const dates = upcoming.body.data.map((p) => p.date);
    expect(dates).toEqual([...dates].sort());
    const past = await call<{ data: { date: string }[] }>("/practices?when=past&limit=5", { token });
    const pastDates = past.body.data.map((p) => p.date);
    expect(pastDates).toEqual([...pastDates].sort().reverse());
    const audit = await findAuditEntries(admin().db, "resourceId", id);
    expect(audit.map((d) => d.get("action")).sort()).toEqual(["practice.cancel", "practice.create"]);
  });
});
