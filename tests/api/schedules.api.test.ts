import { beforeAll, describe, expect, it } from "vitest";
import { createAccount, sessionToken } from "../support/accounts";
import { call } from "../support/api-client";
import { admin } from "../support/env";
import { makeGroup, programBody, room } from "../support/school-factory";

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}
interface Occ {
  scheduleId: string;
  date: string;
  cancelled: boolean;
  cancelReason: string | null;
}

describe("/api/schedules", () => {
  let token: string;
  let programId: string;
  let groupA: string;
  let groupB: string;
  let groupOutside: string;
  const session = (overrides: Record<string, unknown> = {}) => ({
    programId,
    groupId: groupA,
    dayOfWeek: 2,
    startTime: "16:30",
    endTime: "17:30",
    room: room(),
    instructorId: `instr-${Math.random().toString(36).slice(2, 8)}`,
    startDate: "2027-01-04",
    endDate: "2027-03-26",
    ...overrides,
  });

  beforeAll(async () => {
    token = await sessionToken(await createAccount("staff"));
    [groupA, groupB, groupOutside] = await Promise.all([
      makeGroup({ name: "Clash Group A" }),
      makeGroup(),
      makeGroup(),
    ]).then((g) => g.map((x) => x.id));
    const res = await call<{ data: { _id: string } }>("/programs", {
      method: "POST",
      token,
      body: programBody([groupA, groupB]),
    });
    programId = res.body.data._id;
  });

  it("creates a weekly session and expands from/to into dated occurrences", async () => {
    const created = await call<{ data: { _id: string } }>("/schedules", {
      method: "POST",
      token,
      body: session(),
    });
    expect(created.status).toBe(201);
    const list = await call<{ data: { _id: string }[]; occurrences: Occ[] }>(
      `/schedules?programId=${programId}&from=2027-01-04&to=2027-01-31`,
      { token },
    );
    expect(list.status).toBe(200);
    const mine = list.body.occurrences.filter((o) => o.scheduleId === created.body.data._id);
    expect(mine.map((o) => o.date)).toEqual(["2027-01-05", "2027-01-12", "2027-01-19", "2027-01-26"]);
    const noRange = await call<{ data: unknown[]; occurrences?: unknown }>(
      `/schedules?programId=${programId}`,
      { token },
    );
    expect(noRange.body.occurrences).toBeUndefined();
    expect((await call<ErrorBody>(`/schedules?from=2027-01-01&to=2027-06-01`, { token })).status).toBe(400);
  });

  it("409s a clash in the same room, naming the other session", async () => {
    const shared = room();
    expect(
      (await call("/schedules", { method: "POST", token, body: session({ room: shared }) })).status,
    ).toBe(201);
    const clash = await call<ErrorBody>("/schedules", {
      method: "POST",
      token,
      body: session({ room: shared, groupId: groupB, startTime: "17:00", endTime: "18:00" }),
    });
    expect(clash.status).toBe(409);
    expect(clash.body.error.message).toContain("Clash Group A");
    expect(clash.body.error.message).toContain("16:30");
    expect(clash.body.error.fields?.room).toBeTruthy();
    // Back to back is not a clash; another weekday is not; a date range that does not overlap is not.
    expect(
      (
        await call("/schedules", {
          method: "POST",
          token,
          body: session({ room: shared, groupId: groupB, startTime: "17:30", endTime: "18:30" }),
        })
      ).status,
    ).toBe(201);
    expect(
      (await call("/schedules", { method: "POST", token, body: session({ room: shared, dayOfWeek: 3 }) }))
        .status,
    ).toBe(201);
    expect(
      (
        await call("/schedules", {
          method: "POST",
          token,
          body: session({ room: shared, startDate: "2027-03-01", endDate: "2027-03-26", dayOfWeek: 4 }),
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await call("/schedules", {
          method: "POST",
          token,
          body: session({ room: shared, startDate: "2027-01-04", endDate: "2027-02-26", dayOfWeek: 4 }),
        })
      ).status,
    ).toBe(201);
  });

  it("409s the same instructor teaching two overlapping sessions in different rooms", async () => {
    const instructorId = `instr-${Date.now()}`;
    expect(
      (await call("/schedules", { method: "POST", token, body: session({ instructorId, dayOfWeek: 5 }) }))
        .status,
    ).toBe(201);
    const clash = await call<ErrorBody>("/schedules", {
      method: "POST",
      token,
      body: session({ instructorId, dayOfWeek: 5, startTime: "17:00", endTime: "17:45" }),
    });
    expect(clash.status).toBe(409);
    expect(clash.body.error.fields?.instructorId).toMatch(/Clash Group A/);
  });

  it("400s a session outside the program's term, or for a group not in the program", async () => {
    const outside = await call<ErrorBody>("/schedules", {
      method: "POST",
      token,
      body: session({ startDate: "2026-12-01" }),
    });
    expect(outside.status).toBe(400);
    expect(outside.body.error.fields?.startDate).toMatch(/term/);
    const late = await call<ErrorBody>("/schedules", {
      method: "POST",
      token,
      body: session({ endDate: "2027-04-30" }),
    });
    expect(late.body.error.fields?.endDate).toMatch(/term/);
    const notMine = await call<ErrorBody>("/schedules", {
      method: "POST",
      token,
      body: session({ groupId: groupOutside }),
    });
    expect(notMine.status).toBe(400);
    expect(notMine.body.error.fields?.groupId).toBeTruthy();
    const badTimes = await call<ErrorBody>("/schedules", {
      method: "POST",
      token,
      body: session({ startTime: "18:00", endTime: "17:00", dayOfWeek: 9 }),
    });
    expect(Object.keys(badTimes.body.error.fields ?? {}).sort()).toEqual(["dayOfWeek", "endTime"]);
  });

  it("cancels one occurrence with a reason (marked in the expansion), restores it, and archives on delete", async () => {
    const created = await call<{ data: { _id: string } }>("/schedules", {
      method: "POST",
      token,
      body: session({ dayOfWeek: 1 }),
    });
    const id = created.body.data._id;
    expect(
      (
        await call<ErrorBody>(`/schedules/${id}/exceptions`, {
          method: "POST",
          token,
          body: { date: "2027-01-12", reason: "Holiday" },
        })
      ).status,
    ).toBe(400); // a Tuesday
    expect(
      (
        await call<ErrorBody>(`/schedules/${id}/exceptions`, {
          method: "POST",
          token,
          body: { date: "2027-01-11", reason: "" },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call(`/schedules/${id}/exceptions`, {
          method: "POST",
          token,
          body: { date: "2027-01-11", reason: "Studio closed" },
        })
      ).status,
    ).toBe(201);
    const week = await call<{ occurrences: Occ[] }>(
      `/schedules?programId=${programId}&from=2027-01-04&to=2027-01-17`,
      { token },
    );
    expect(week.body.occurrences.filter((o) => o.scheduleId === id)).toEqual([
      expect.objectContaining({ date: "2027-01-04", cancelled: false }),
      expect.objectContaining({ date: "2027-01-11", cancelled: true, cancelReason: "Studio closed" }),
    ]);
    expect((await call(`/schedules/${id}/exceptions/2027-01-11`, { method: "DELETE", token })).status).toBe(
      200,
    );
    const again = await call<{ occurrences: Occ[] }>(
      `/schedules?programId=${programId}&from=2027-01-11&to=2027-01-11`,
      { token },
    );
    expect(again.body.occurrences.find((o) => o.scheduleId === id)?.cancelled).toBe(false);

    expect((await call(`/schedules/${id}`, { method: "DELETE", token })).status).toBe(204);
    const after = await call<{ data: { _id: string }[] }>(`/schedules?programId=${programId}`, { token });
    expect(after.body.data.some((s) => s._id === id)).toBe(false);
    expect((await admin().db.doc(`schedules/${id}`).get()).get("archivedAt")).toBeTruthy();
  });

  it("edits a session with the same clash rules, ignoring itself", async () => {
    const shared = room();
    const a = await call<{ data: { _id: string } }>("/schedules", {
      method: "POST",
      token,
      body: session({ room: shared, dayOfWeek: 6, startTime: "09:00", endTime: "10:00" }),
    });
    const b = await call<{ data: { _id: string } }>("/schedules", {
      method: "POST",
      token,
      body: session({ room: shared, dayOfWeek: 6, startTime: "10:00", endTime: "11:00" }),
    });
    expect(
      (await call(`/schedules/${a.body.data._id}`, { method: "PATCH", token, body: { endTime: "09:45" } }))
        .status,
    ).toBe(200);
    expect(
      (
        await call<ErrorBody>(`/schedules/${b.body.data._id}`, {
          method: "PATCH",
          token,
          body: { startTime: "09:30" },
        })
      ).status,
    ).toBe(409);
  });
});
