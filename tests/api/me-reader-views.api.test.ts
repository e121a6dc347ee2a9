import { beforeAll, describe, expect, it } from "vitest";
import { addDays, todayIn } from "../../functions/src/shared/school-calendar";
import { allRoutes } from "../../functions/src/shared/api-routes";
import type { Route } from "../../functions/src/shared/route-contract";
import { createAccount, sessionToken } from "../support/accounts";
import { call } from "../support/api-client";
import { SCHOOL_ZONE } from "../support/clock";
import { admin } from "../support/env";
import { makeGroup, programBody } from "../support/school-factory";
import { uniqueMarker } from "../support/students";
import {
  createGuardianAccount,
  createStudentAccount,
  type TestGuardianAccount,
  type TestStudentAccount,
} from "../support/student-account";

/**
 * The student API answers reader views: a field the route table's answer schema does not list
 * never leaves, whatever is stored. Every stored document a `/me` read can reach gets an extra
 * field planted, and every `GET /me…` route of the table is called as the student and as their
 * guardian: no answer may carry it. Each read must also show the planted record, so the test
 * cannot pass on empty answers.
 */
const SECRET = `planted-${uniqueMarker("secret")}`;
const plant = { secretField: SECRET, staffNotes: SECRET };

const today = todayIn(SCHOOL_ZONE);
let student: TestStudentAccount;
let guardian: TestGuardianAccount;
const made = { announcement: "", video: "", page: "", link: "", report: "" };
const slug = uniqueMarker("reader")
  .toLowerCase()
  .replace(/[^a-z0-9-]/g, "-");

beforeAll(async () => {
  const { db } = admin();
  const staffToken = await sessionToken(await createAccount("admin"));
  const make = async (path: string, body: unknown, token = staffToken) => {
    const res = await call<{ data: { _id: string } }>(path, { method: "POST", token, body });
    expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(201);
    return res.body.data._id;
  };
  const group = await makeGroup({ name: `Readers ${slug}` });
  const term = { startDate: addDays(today, -10), endDate: addDays(today, 60) };
  const programId = await make(
    "/programs",
    programBody([group.id], { name: `Reader program ${slug}`, ...term }),
  );
  student = await createStudentAccount({
    firstName: "Reader",
    groupIds: [group.id],
    programIds: [programId],
  });
  guardian = await createGuardianAccount([student.studentId]);
  const everyone = { type: "everyone", ids: [] };
  made.announcement = await make("/announcements", {
    title: `Reader news ${slug}`,
    body: "Hello **dancers**.",
    audience: everyone,
    publish: "now",
    pinned: false,
    emailGuardians: false,
  });
  made.video = await make("/videos", {
    title: `Reader video ${slug}`,
    programId,
    week: 1,
    source: { kind: "link", url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" },
    status: "published",
    durationSeconds: 100,
  });
  made.page = await make("/pages", {
    title: "Dress code",
    slug,
    body: "Black leotard.",
    status: "published",
    audience: everyone,
    order: 1,
  });
  made.link = await make("/links", {
    title: `Reader link ${slug}`,
    url: "https://www.dancewearcorner.com/",
    category: "Shop",
    description: "Leotards.",
    audience: everyone,
    shown: true,
  });
  made.report = await make(
    "/me/bug-reports",
    {
      title: `Reader report ${slug}`,
      whatHappened: "It stops.",
      steps: "Play it.",
      expected: "It plays.",
      severity: "low",
      context: { appVersion: "2.4.0", device: "Pixel 8", route: "/videos" },
    },
    await student.idToken(),
  );
  const reply = await call(`/bug-reports/${made.report}/replies`, {
    method: "POST",
    token: staffToken,
    body: { text: "Thanks, we look into it." },
  });
  expect(reply.status).toBe(201);

  // The extra field on every document these reads come from.
  await Promise.all([
    db.doc(`announcements/${made.announcement}`).update(plant),
    db.doc(`videos/${made.video}`).update(plant),
    db.doc(`pages/${made.page}`).update(plant),
    db.doc(`links/${made.link}`).update(plant),
    db.doc(`bugReports/${made.report}`).update(plant),
    db.doc(`students/${student.studentId}`).update(plant),
    db.doc(`programs/${programId}`).update(plant),
    db.doc(`groups/${group.id}`).update(plant),
    db.doc(`userProfiles/${student.uid}`).update(plant),
    db.doc(`userProfiles/${guardian.uid}`).update(plant),
  ]);
});

/** Path parameters that name the planted records. */
const params = (): Record<string, string> => ({ slug, id: made.report });
/** Query strings a read needs (none of the planted records is a seat credit: a 404 is fine there). */
const QUERIES: Record<string, string> = { "/me/seats/sessions": "?creditId=no-such-credit" };

const reads = allRoutes().filter(
  ({ route }) => route.method === "GET" && (route.fullPath === "/me" || route.fullPath.startsWith("/me/")),
);

function pathOf(route: Route): string {
  const p = params();
  return (
    route.fullPath.replace(/:(\w+)/g, (_, name: string) => p[name] ?? name) + (QUERIES[route.fullPath] ?? "")
  );
}

/** What must show in a read, by path: the planted record reached the answer. */
const shows = (): Record<string, string> => ({
  "/me/announcements": made.announcement,
  "/me/videos": made.video,
  "/me/practice": made.video,
  "/me/pages": slug,
  "/me/pages/:slug": "Black leotard.",
  "/me/links": made.link,
  "/me/bug-reports": made.report,
  "/me/bug-reports/:id": "Thanks, we look into it.",
  "/me": student.studentId,
  "/me/week": made.announcement,
});

describe("every /me read answers only the fields its schema lists", () => {
  it("covers the reads of the table", () => {
    expect(reads.length).toBeGreaterThanOrEqual(15);
  });

  it.each(["student", "guardian"] as const)("as the %s", async (who) => {
    const token = who === "student" ? await student.idToken() : await guardian.idToken();
    const headers = who === "guardian" ? { "X-Student-Id": student.studentId } : undefined;
    const problems: string[] = [];
    for (const { resource, name, route } of reads) {
      if (!route.callers.includes(who)) continue; // refused by the table's guard: the role matrix checks it
      const res = await call(pathOf(route), { token, ...(headers ? { headers } : {}) });
      const text = JSON.stringify(res.body);
      const label = `${who} ${resource}.${name} GET ${route.fullPath}: ${res.status}`;
      if (res.status >= 500 || res.status === 401 || res.status === 403) problems.push(`${label}, not read`);
      if (text.includes(SECRET) || text.includes("secretField") || text.includes("staffNotes"))
        problems.push(`${label} carries the planted field`);
      // A report is its filer's: a guardian's list is their own (empty here), as the table says.
      const expected =
        who === "guardian" && route.fullPath.startsWith("/me/bug-reports")
          ? undefined
          : shows()[route.fullPath];
      if (expected && !text.includes(expected)) problems.push(`${label} does not show ${expected}`);
    }
    expect(problems).toEqual([]);
  });
});
