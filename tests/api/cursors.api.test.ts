import { beforeAll, describe, expect, it } from "vitest";
import { createAccount, sessionToken } from "../support/accounts";
import { call } from "../support/api-client";

/**
 * List cursors are opaque and belong to one query and one caller: any other use, a made-up
 * cursor, or one naming a reserved id gets the same 400, so a cursor tells nothing about what
 * exists. And no id taken from input (a cursor's, a session key's) reaches Firestore unchecked.
 */
type Page = { data: { _id: string }[]; nextCursor: string | null };
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

const forged = (path: string) => Buffer.from(path).toString("base64url");

let staffA: string;
let staffB: string;
let adminToken: string;

beforeAll(async () => {
  [staffA, staffB, adminToken] = await Promise.all([
    createAccount("staff").then(sessionToken),
    createAccount("staff").then(sessionToken),
    createAccount("admin").then(sessionToken),
  ]);
});

/** The first page of `path` for `token`, which must have a next one. */
async function firstPage(path: string, token: string) {
  const res = await call<Page>(path, { token });
  expect(res.status, path).toBe(200);
  expect(res.body.nextCursor, `${path} has a second page`).toBeTruthy();
  return res.body;
}

const withCursor = (path: string, cursor: string) =>
  `${path}${path.includes("?") ? "&" : "?"}cursor=${encodeURIComponent(cursor)}`;

describe("a list cursor", () => {
  it("continues its own query for its own caller, and says nothing of where it points", async () => {
    const first = await firstPage("/students?limit=2", staffA);
    expect(Buffer.from(first.nextCursor!, "base64url").toString("latin1")).not.toContain("students");
    const second = await call<Page>(withCursor("/students?limit=2", first.nextCursor!), { token: staffA });
    expect(second.status).toBe(200);
    expect(second.body.data.map((s) => s._id)).not.toContain(first.data[0]!._id);
  });

  it("is refused with the made-up cursor's answer by another query, list or caller", async () => {
    const first = await firstPage("/students?limit=2", staffA);
    const madeUp = await call<ErrorBody>(
      withCursor("/students?limit=2", forged(`students/${first.data[1]!._id}`)),
      {
        token: staffA,
      },
    );
    expect(madeUp.status).toBe(400);
    expect(madeUp.body.error.fields).toEqual({ cursor: "Not a valid cursor." });
    const uses: [string, string][] = [
      ["/students?limit=2&status=waitlist", staffA],
      ["/students?limit=2&sort=firstName&dir=desc", staffA],
      ["/students?limit=2", staffB],
      ["/students?limit=2", adminToken],
      ["/groups?limit=2", staffA],
      ["/announcements?limit=2", staffA],
    ];
    for (const [path, token] of uses) {
      const res = await call<ErrorBody>(withCursor(path, first.nextCursor!), { token });
      expect(res.status, path).toBe(400);
      expect(res.body, path).toEqual(madeUp.body);
    }
  });

  it("names no document that could be probed: a real id and a missing one get the same answer", async () => {
    const page = await firstPage("/groups?limit=1", staffA);
    const real = await call<ErrorBody>(withCursor("/groups?limit=1", forged(`groups/${page.data[0]!._id}`)), {
      token: staffA,
    });
    const missing = await call<ErrorBody>(withCursor("/groups?limit=1", forged("groups/no-such-group")), {
      token: staffA,
    });
    expect(real.status).toBe(400);
    expect(real.body).toEqual(missing.body);
  });

  it("naming a reserved id is a 400, never a 500", async () => {
    for (const [path, token, target] of [
      ["/students?limit=2", staffA, "students/__x__"],
      ["/groups?limit=2", staffA, "groups/__x__"],
      ["/audit?limit=2", adminToken, "auditLog/2027-03/auditEntries-03/__x__"],
      ["/audit?limit=2", adminToken, "auditLog/__x__"],
    ] as const) {
      const res = await call<ErrorBody>(withCursor(path, forged(target)), { token });
      expect(res.status, `${path} ${target}`).toBe(400);
      expect(res.body.error.fields, target).toHaveProperty("cursor");
    }
  });
});

describe("a session key with a reserved id", () => {
  it("is a 400 naming the field, on the roster and on a save", async () => {
    for (const sessionId of ["schedule:__x__", "practice:__x__"]) {
      const roster = await call<ErrorBody>(`/attendance?date=2027-02-10&sessionId=${sessionId}`, {
        token: staffA,
      });
      expect(roster.status, sessionId).toBe(400);
      expect(roster.body.error.fields, sessionId).toHaveProperty("sessionId");
      const save = await call<ErrorBody>("/attendance", {
        method: "PUT",
        token: staffA,
        body: { date: "2027-02-10", sessionId, records: {} },
      });
      expect(save.status, sessionId).toBe(400);
      expect(save.body.error.fields, sessionId).toHaveProperty("sessionId");
    }
  });
});
