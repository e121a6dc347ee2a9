import { request } from "node:http";
import { beforeAll, describe, expect, it } from "vitest";
import { createAccount, sessionToken } from "../support/accounts";
import { call } from "../support/api-client";
import { FUNCTIONS_URL, HOSTING_URL } from "../support/env";
import { makeGroup, programBody, uid } from "../support/school-factory";

/**
 * Bad input is a 4xx in the API's error shape, never a 500 and never unbounded work (issue 10):
 * malformed document ids in paths and bodies, a term that would expand without bound, and bodies
 * over the one declared limit.
 */

interface ErrorBody {
  error?: { code: string; message: string; fields?: Record<string, string> };
}
interface Answer {
  status: number;
  body: ErrorBody;
}

/**
 * A request with the path exactly as written: `fetch` normalises `.`/`..` and their `%2E` forms
 * away, and those are among the ids under test.
 */
function rawCall(base: string, path: string, options: { method?: string; token: string; body?: unknown }) {
  const url = new URL(base);
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise<Answer>((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        method: options.method ?? "GET",
        path: `${url.pathname.replace(/\/$/, "")}/api${path}`,
        headers: {
          accept: "application/json",
          authorization: `Bearer ${options.token}`,
          ...(payload
            ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload) }
            : {}),
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => {
          let body: ErrorBody = {};
          try {
            body = JSON.parse(text) as ErrorBody;
          } catch {
            body = { error: { code: "not-json", message: text.slice(0, 200) } };
          }
          resolve({ status: res.statusCode ?? 0, body });
        });
      },
    );
    req.on("error", reject);
    if (payload) req.write(payload);
    req.end();
  });
}

function expectErrorShape(res: Answer, status: number, what: string) {
  expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(status);
  expect(typeof res.body.error?.code, what).toBe("string");
  expect(typeof res.body.error?.message, what).toBe("string");
}

/** Path segments as sent (percent-encoded where the character must be) and the id they decode to. */
const BAD_PATH_IDS: [segment: string, label: string][] = [
  ["%2F", "/"],
  ["a%2Fb", "a/b"],
  ["__x__", "__x__"],
  ["x".repeat(1600), "1,600 characters"],
];
/**
 * `.` and `..` (and `%2E`, `%2E%2E`) are dot segments: the URL is resolved before routing (by the
 * emulator as by Google's front end and browsers), so they name the parent route and never arrive
 * as an id. What matters is that they are no 500; the id schema refuses them wherever they do arrive.
 */
const DOT_SEGMENTS = ["%2E", "%2E%2E", ".", ".."];
const BAD_BODY_IDS = ["a/b", "/", "__x__", ".", "..", "x".repeat(1600), ""];

const announcementInput = {
  title: "A title",
  body: "A body.",
  audience: { type: "everyone", ids: [] },
  pinned: false,
  publish: "draft",
  emailGuardians: false,
};

/** Every route with an `:id`, with a body its own validation accepts (so only the id is wrong). */
const ID_ROUTES: { method: string; path: (id: string) => string; body?: unknown; param?: string }[] = [
  { method: "GET", path: (id) => `/students/${id}` },
  { method: "PATCH", path: (id) => `/students/${id}`, body: { notes: "x" } },
  { method: "POST", path: (id) => `/students/${id}/archive` },
  { method: "POST", path: (id) => `/students/${id}/restore` },
  { method: "POST", path: (id) => `/students/${id}/invite` },
  { method: "DELETE", path: (id) => `/students/${id}` },
  { method: "GET", path: (id) => `/students/${id}/attendance` },
  { method: "GET", path: (id) => `/groups/${id}` },
  { method: "PATCH", path: (id) => `/groups/${id}`, body: { name: "x" } },
  { method: "DELETE", path: (id) => `/groups/${id}` },
  { method: "POST", path: (id) => `/groups/${id}/members`, body: { add: ["someone"] } },
  { method: "GET", path: (id) => `/programs/${id}` },
  { method: "PATCH", path: (id) => `/programs/${id}`, body: { name: "x" } },
  { method: "DELETE", path: (id) => `/programs/${id}` },
  { method: "GET", path: (id) => `/schedules/${id}` },
  { method: "PATCH", path: (id) => `/schedules/${id}`, body: { room: "x" } },
  { method: "DELETE", path: (id) => `/schedules/${id}` },
  {
    method: "POST",
    path: (id) => `/schedules/${id}/exceptions`,
    body: { date: "2027-01-05", reason: "Holiday" },
  },
  { method: "DELETE", path: (id) => `/schedules/${id}/exceptions/2027-01-05` },
  { method: "GET", path: (id) => `/practices/${id}` },
  { method: "PATCH", path: (id) => `/practices/${id}`, body: { title: "x" } },
  { method: "POST", path: (id) => `/practices/${id}/cancel`, body: { reason: "Rain" } },
  { method: "GET", path: (id) => `/announcements/${id}` },
  { method: "PUT", path: (id) => `/announcements/${id}`, body: announcementInput },
  { method: "PATCH", path: (id) => `/announcements/${id}`, body: { pinned: true } },
  { method: "POST", path: (id) => `/announcements/${id}/archive` },
  { method: "POST", path: (id) => `/announcements/${id}/restore` },
  { method: "POST", path: (id) => `/announcements/${id}/duplicate` },
  { method: "POST", path: (id) => `/announcements/${id}/publish` },
  { method: "DELETE", path: (id) => `/announcements/${id}` },
  { method: "POST", path: (id) => `/chats/${id}/support`, body: { action: "close" } },
  { method: "GET", path: (id) => `/chats/direct/${id}`, param: "uid" },
];

let token: string;

beforeAll(async () => {
  // An admin, so that admin-only routes reach their id check instead of answering 403 first.
  token = await sessionToken(await createAccount("admin"));
});

describe("malformed ids in a path", () => {
  for (const base of [HOSTING_URL, FUNCTIONS_URL]) {
    const where = base === HOSTING_URL ? "through Hosting" : "on the function directly";
    it(`answer 400 in the error shape on every route, ${where}`, async () => {
      for (const route of ID_ROUTES) {
        for (const [segment, label] of BAD_PATH_IDS) {
          const what = `${route.method} ${route.path(`<${label}>`)}`;
          const res = await rawCall(base, route.path(segment), {
            method: route.method,
            token,
            body: route.body,
          });
          expectErrorShape(res, 400, what);
          expect(res.body.error?.code, what).toBe("invalid_argument");
          expect(Object.keys(res.body.error?.fields ?? {}), what).toEqual([route.param ?? "id"]);
        }
        for (const segment of DOT_SEGMENTS) {
          const what = `${route.method} ${route.path(segment)}`;
          const res = await rawCall(base, route.path(segment), {
            method: route.method,
            token,
            body: route.body,
          });
          expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBeLessThan(500);
        }
      }
    });
  }

  it("answer 404 for a well-formed id that names nothing", async () => {
    const missing = uid("missing");
    for (const route of ID_ROUTES) {
      const what = `${route.method} ${route.path(missing)}`;
      const res = await rawCall(HOSTING_URL, route.path(missing), {
        method: route.method,
        token,
        body: route.body,
      });
      expectErrorShape(res, 404, what);
    }
  });
});

describe("malformed ids in a body or query", () => {
  let groupId: string;
  beforeAll(async () => {
    groupId = (await makeGroup()).id;
  });

  const student = (groupIds: string[]) => ({
    firstName: "Bad",
    lastName: "Ids",
    dateOfBirth: "2000-01-01",
    groupIds,
  });
  const schedule = (overrides: Record<string, unknown>) => ({
    programId: "p",
    groupId: "g",
    dayOfWeek: 2,
    startTime: "17:00",
    endTime: "18:00",
    room: "Room",
    instructorId: "i",
    startDate: "2027-01-04",
    endDate: "2027-03-26",
    ...overrides,
  });
  const practice = (groupIds: string[]) => ({
    date: "2027-02-05",
    startTime: "17:00",
    endTime: "19:00",
    title: "Friday practice",
    focus: "",
    groupIds,
    location: "",
    videoIds: [],
    notes: "",
    status: "planned",
  });

  /** [what, request for a bad id, the field the 400 names] */
  const cases: [string, (bad: string) => { path: string; method?: string; body?: unknown }, string][] = [
    [
      "student groupIds",
      (bad) => ({ path: "/students", method: "POST", body: student([bad]) }),
      "groupIds.0",
    ],
    [
      "group members",
      (bad) => ({ path: `/groups/${groupId}/members`, method: "POST", body: { add: [bad] } }),
      "add.0",
    ],
    [
      "chat memberUid",
      (bad) => ({ path: "/chats", method: "POST", body: { type: "individual", memberUid: bad } }),
      "memberUid",
    ],
    [
      "chat memberUids",
      (bad) => ({ path: "/chats", method: "POST", body: { type: "group", name: "G", memberUids: [bad] } }),
      "memberUids.0",
    ],
    [
      "program groupIds",
      (bad) => ({ path: "/programs", method: "POST", body: programBody([bad]) }),
      "groupIds.0",
    ],
    [
      "schedule programId",
      (bad) => ({ path: "/schedules", method: "POST", body: schedule({ programId: bad }) }),
      "programId",
    ],
    [
      "schedule groupId",
      (bad) => ({ path: "/schedules", method: "POST", body: schedule({ groupId: bad }) }),
      "groupId",
    ],
    [
      "schedule instructorId",
      (bad) => ({ path: "/schedules", method: "POST", body: schedule({ instructorId: bad }) }),
      "instructorId",
    ],
    [
      "practice groupIds",
      (bad) => ({ path: "/practices", method: "POST", body: practice([bad]) }),
      "groupIds.0",
    ],
    [
      "announcement audience ids",
      (bad) => ({
        path: "/announcements",
        method: "POST",
        body: { ...announcementInput, audience: { type: "groups", ids: [bad] } },
      }),
      "audience.ids.0",
    ],
    [
      "audience count ids",
      (bad) => ({
        path: "/announcements/audience-count",
        method: "POST",
        body: { audience: { type: "programs", ids: [bad] } },
      }),
      "audience.ids.0",
    ],
    [
      "group grid groupId",
      (bad) => ({ path: `/attendance/group-grid?groupId=${encodeURIComponent(bad)}` }),
      "groupId",
    ],
    ["student list groupId", (bad) => ({ path: `/students?groupId=${encodeURIComponent(bad)}` }), "groupId"],
    [
      "schedule list programId",
      (bad) => ({ path: `/schedules?programId=${encodeURIComponent(bad)}` }),
      "programId",
    ],
  ];

  it("answer 400 naming the field, for every kind of malformed id", async () => {
    for (const [what, make, field] of cases) {
      for (const bad of BAD_BODY_IDS) {
        const label = `${what} = ${JSON.stringify(bad.length > 20 ? `${bad.slice(0, 8)}…(${bad.length})` : bad)}`;
        const req = make(bad);
        const res = await call<ErrorBody>(req.path, { method: req.method, token, body: req.body });
        expectErrorShape(res, 400, label);
        expect(res.body.error?.fields?.[field], `${label}: ${JSON.stringify(res.body)}`).toBeTruthy();
      }
    }
  });
});

describe("work that grows with input is bounded", () => {
  it("refuses a program term longer than two years, and keeps one of exactly 104 weeks", async () => {
    const groupId = (await makeGroup()).id;
    const millennium = await call<ErrorBody>("/programs", {
      method: "POST",
      token,
      body: programBody([groupId], { startDate: "2027-01-04", endDate: "3027-01-04" }),
    });
    expectErrorShape(millennium, 400, "1,000-year term");
    expect(millennium.body.error?.fields?.endDate).toMatch(/104 weeks/);
    const justOver = await call<ErrorBody>("/programs", {
      method: "POST",
      token,
      body: programBody([groupId], { startDate: "2027-01-04", endDate: "2029-01-04" }),
    });
    expectErrorShape(justOver, 400, "105-week term");
    const twoYears = await call<{ data: { _id: string; weeks: number } }>("/programs", {
      method: "POST",
      token,
      body: programBody([groupId], { startDate: "2027-01-04", endDate: "2028-12-31" }),
    });
    expect(twoYears.status, JSON.stringify(twoYears.body)).toBe(201);
    expect(twoYears.body.data.weeks).toBe(104);
    // Patching the term past the bound is refused as well.
    const patch = await call<ErrorBody>(`/programs/${twoYears.body.data._id}`, {
      method: "PATCH",
      token,
      body: { endDate: "2127-01-04" },
    });
    expectErrorShape(patch, 400, "patched term");
    expect(patch.body.error?.fields?.endDate).toBeTruthy();
  });

  it("refuses lists longer than their bound", async () => {
    const tooMany = Array.from({ length: 51 }, (_, i) => `g${i}`);
    const res = await call<ErrorBody>("/students", {
      method: "POST",
      token,
      body: { firstName: "Many", lastName: "Groups", dateOfBirth: "2000-01-01", groupIds: tooMany },
    });
    expectErrorShape(res, 400, "51 groupIds");
    expect(res.body.error?.fields?.groupIds).toBeTruthy();
    const audience = await call<ErrorBody>("/announcements/audience-count", {
      method: "POST",
      token,
      body: { audience: { type: "groups", ids: Array.from({ length: 31 }, (_, i) => `g${i}`) } },
    });
    expectErrorShape(audience, 400, "31 audience ids");
  });
});

describe("the body limit (2 MB) is the one that applies", () => {
  const json = (bytes: number) => JSON.stringify({ idToken: "x".repeat(bytes) });

  for (const base of [HOSTING_URL, FUNCTIONS_URL]) {
    const where = base === HOSTING_URL ? "through Hosting" : "on the function directly";
    it(`answers 413 in the error shape for a 3 MB body, and reads a 1.9 MB one, ${where}`, async () => {
      const big = await fetch(`${base}/api/auth/session`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: json(3 * 1024 * 1024),
      });
      expect(big.status).toBe(413);
      expect(((await big.json()) as ErrorBody).error?.code).toBe("payload_too_large");
      // Under the limit the body is read and validated: the token is too long to be one (400).
      const under = await fetch(`${base}/api/auth/session`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: json(1.9 * 1024 * 1024),
      });
      expect(under.status).toBe(400);
      expect(((await under.json()) as ErrorBody).error?.fields?.idToken).toBeTruthy();
    });
  }
});
