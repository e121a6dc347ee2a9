import { randomInt, randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import fc from "fast-check";
import type * as FunctionsModule from "firebase-functions";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "../../functions/src/server/app";
import { db as functionsDb } from "../../functions/src/lib/firestore";
import { CSV_COLUMNS } from "../../functions/src/shared/student.schema";
import { createAccount, idTokenFor, sessionToken, type TestAccount } from "../support/accounts";
import { createStudentAccount } from "../support/student-account";
import { admin } from "../support/env";
import {
  MALFORMED_IDS,
  Raw,
  RawBody,
  encodeBody,
  encodePart,
  encodeQuery,
  idSegment,
  junkBody,
  malformedId,
  mutateBody,
  mutateQuery,
  unknownId,
  type Body,
  type Fuzz,
  type Query,
} from "../support/fuzz-inputs";
import { makeGroup, makeStudent } from "../support/school-factory";
import { removeStudents } from "../support/students";
import { errorShapeProblem, rawRequest, type RawResponse } from "../support/raw-http";
import { sessionSecret, useEmulatorPushKeys } from "../support/session-secret";

/**
 * Property-based fuzzing of every API route: valid inputs and hostile ones
 * (wrong types, huge and odd strings, `__proto__` keys, deep nesting, malformed ids and broken
 * percent-escapes) as an admin. Properties: no 5xx, and every non-2xx answer is
 * `{ error: { code, message, fields? } }`.
 *
 * The main target is the API's Express app served in-process (over the Firestore and Auth
 * emulators), because the emulators answer some hostile requests before our code sees them
 * (broken JSON and broken percent-escapes get an HTML 400 from the functions emulator's own body
 * parser and router, or a plain-text 500 from the Hosting emulator), and they normalise `..`. A
 * smaller run goes through Hosting and the functions emulator with what reaches the function
 * unchanged there.
 *
 * Writes only touch records this file makes (or ids that do not exist): permanent deletes,
 * archiving and member changes never name a seeded record. Everything made is removed afterwards.
 *
 * Counted, not timed, so a slow machine fuzzes as much as a fast one: every route gets FUZZ_RUNS
 * valid inputs and as many invalid ones (at least 20 each, the default), and each route's test
 * checks it sent them and that its caller (the admin, or the student on `/api/me/*`) reached the
 * handlers: a session that hears only 401s fails. Then one sweep of every malformed id over every
 * route with an id (all at once), and FUZZ_HOSTING_RUNS (60) through Hosting. FUZZ_SEED replays a
 * run (fast-check prints the seed of a failure). A summary of statuses and of every 5xx (with the
 * cause the API logged) is printed at the end.
 */

/** What the in-process API logged for its 500s, by "METHOD path": the cause, for the summary. */
const loggedCauses = vi.hoisted(() => new Map<string, string>());
vi.mock("firebase-functions", async (importOriginal) => {
  const original = await importOriginal<typeof FunctionsModule>();
  const error = (message: string, meta?: { method?: string; path?: string; err?: unknown }) => {
    if (message !== "Unhandled API error" || !meta) return original.logger.error(message, meta);
    const err = meta.err;
    loggedCauses.set(
      `${meta.method} ${meta.path}`,
      err instanceof Error ? `${err.name}: ${err.message}` : JSON.stringify(err),
    );
  };
  return { ...original, logger: { ...original.logger, error } };
});

// The in-process API reads its Web Push keys as the emulator's functions do.
useEmulatorPushKeys();

/** The fewest valid, and the fewest invalid, inputs a route gets: FUZZ_RUNS may only raise it. */
const MIN_RUNS = 20;
const RUNS = Math.max(MIN_RUNS, Number(process.env.FUZZ_RUNS) || MIN_RUNS);
const HOSTING_RUNS = Number(process.env.FUZZ_HOSTING_RUNS) || 60;
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const REQUEST_TIMEOUT_MS = 15_000;
const HOSTING_PORT = 5000;

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
type Kind =
  | "students"
  | "groups"
  | "programs"
  | "schedules"
  | "practices"
  | "announcements"
  | "chats"
  | "bugReports"
  | "team"
  | "pages"
  | "links"
  | "videos";

/**
 * What a route reads: valid and invalid values apart (`Fuzz`), or one arbitrary of valid values
 * (the invalid ones are then malformed ids, an added junk query key, or a junk body).
 */
type Part<T> = fc.Arbitrary<T> | Fuzz<T>;

interface Route {
  method: Method;
  /** The Express pattern under /api, e.g. `/students/:id/archive`. */
  path: string;
  params?: Record<string, Part<string>>;
  query?: Part<Query>;
  body?: Part<Body>;
  /** The collection a 2xx answer adds a record to (removed after the run). */
  creates?: Kind;
  /** Who calls: the admin's console session, or a student's ID token (`/api/me/*`). */
  as?: "student";
}

interface Input {
  params: Record<string, string>;
  query: Query;
  body: Body;
}

/** Records this file made (through the factories or the API): the only ones writes may touch. */
const own: Record<Kind, string[]> = {
  students: [],
  groups: [],
  programs: [],
  schedules: [],
  practices: [],
  announcements: [],
  chats: [],
  bugReports: [],
  team: [],
  pages: [],
  links: [],
  videos: [],
};
let account: TestAccount;
let staffUid = "";
let idToken = "";
let token = "";
let studentIdToken = "";
/** The student record of the student API's caller (not one of `own.students`). */
let reader = "";

const lazy = <T>(f: () => T) => fc.constant(null).map(f);
const ownId = (kind: Kind) => idSegment(() => own[kind]);
const someOf = (kind: Kind, max = 3) =>
  fc.nat().map((n) => own[kind].slice(0, n % (Math.min(max, own[kind].length) + 1)));
const text = (max: number) => fc.string({ minLength: 1, maxLength: max }).filter((s) => s.trim().length > 0);
const optionalText = (max: number) => fc.string({ maxLength: max });
const hexColor = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, "0")}`);
const time = fc.integer({ min: 6, max: 21 }).chain((h) =>
  fc.constantFrom("00", "15", "30", "45").map((m) => ({
    startTime: `${String(h).padStart(2, "0")}:${m}`,
    endTime: `${String(h + 1).padStart(2, "0")}:${m}`,
  })),
);
const isoDay = (from: string, days: number) =>
  fc
    .integer({ min: 0, max: days })
    .map((d) => new Date(Date.parse(`${from}T00:00:00Z`) + d * 864e5).toISOString().slice(0, 10));
/** An adult (19 to 29), so no guardian is needed; relative to now only to stay within the age rule. */
const adultBirthDate = fc
  .integer({ min: 19 * 366, max: 29 * 365 })
  .map((days) => new Date(Date.now() - days * 864e5).toISOString().slice(0, 10));
const fuzzEmail = fc.uuid().map((u) => `fuzz-${u.slice(0, 8)}@test.studio`);
const noQuery = mutateQuery(fc.constant({}));
const optionalBody: Fuzz<Body> = { valid: fc.constant(undefined), invalid: junkBody };

function query(valid: Record<string, fc.Arbitrary<string>>) {
  return mutateQuery(fc.record(valid, { requiredKeys: [] }) as fc.Arbitrary<Record<string, string>>);
}
function body(valid: fc.Arbitrary<Record<string, unknown>>) {
  return mutateBody(valid);
}

// A past term of Mondays (2025-01-06 is one) for the session this file marks attendance on.
const TERM = { startDate: "2025-01-06", endDate: "2025-03-28" };
const termMonday = fc.integer({ min: 0, max: 11 }).map((w) => isoDayOffset(TERM.startDate, 7 * w));
const friday = fc.integer({ min: 0, max: 30 }).map((w) => isoDayOffset("2027-01-08", 7 * w));
function isoDayOffset(from: string, days: number) {
  return new Date(Date.parse(`${from}T00:00:00Z`) + days * 864e5).toISOString().slice(0, 10);
}

const videoFields = fc.record(
  {
    title: text(40),
    description: optionalText(40),
    programId: lazy(() => own.programs[0] ?? "none"),
    week: fc.integer({ min: -1, max: 20 }),
    source: fc.oneof(
      fc.record({
        kind: fc.constant("link"),
        url: fc.oneof(
          fc.constantFrom(
            "https://youtu.be/dQw4w9WgXcQ",
            "https://vimeo.com/76979871",
            "https://x.test/a.mp4",
          ),
          fc.webUrl(),
          fc.string({ maxLength: 60 }),
        ),
      }),
      fc.record({
        kind: fc.constant("upload"),
        path: fc.constantFrom("videos/none.webm", "videos/../x.mp4"),
      }),
    ),
    durationSeconds: fc.option(fc.integer({ min: -5, max: 100_000 }), { nil: null }),
    groupIds: someOf("groups"),
    status: fc.constantFrom("draft", "published"),
    releaseAt: fc.option(
      fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
      { nil: null },
    ),
  },
  { requiredKeys: ["title", "programId", "week", "source"] },
);

const studentFields = {
  firstName: text(30),
  lastName: text(30),
  dateOfBirth: adultBirthDate,
  email: fc.option(fuzzEmail, { nil: null }),
  phone: fc.constantFrom("", "+1 555 0100"),
  medicalNotes: optionalText(40),
  photoConsent: fc.boolean(),
  groupIds: lazy(() => own.groups.slice(0, 1)),
  status: fc.constantFrom("active", "waitlist", "inactive"),
  notes: optionalText(40),
};
const groupFields = {
  name: text(40),
  description: optionalText(40),
  level: optionalText(20),
  ageRange: fc.record({ min: fc.integer({ min: 2, max: 10 }), max: fc.integer({ min: 10, max: 99 }) }),
  capacity: fc.integer({ min: 1, max: 500 }),
  color: hexColor,
};
const programFields = {
  name: text(40),
  description: optionalText(40),
  level: optionalText(20),
  ageRange: fc.record({ min: fc.integer({ min: 0, max: 10 }), max: fc.integer({ min: 10, max: 99 }) }),
  startDate: fc.constant("2027-01-04"),
  endDate: fc.constant("2027-03-26"),
  capacity: fc.integer({ min: 1, max: 1000 }),
  groupIds: someOf("groups"),
  status: fc.constantFrom("draft", "published", "archived"),
  color: hexColor,
};
const scheduleFields = time.chain(({ startTime, endTime }) =>
  fc.record({
    programId: lazy(() => own.programs[0] ?? "none"),
    groupId: lazy(() => own.groups[0] ?? "none"),
    dayOfWeek: fc.integer({ min: 0, max: 6 }),
    startTime: fc.constant(startTime),
    endTime: fc.constant(endTime),
    room: fc.uuid().map((u) => `fuzz-room-${u.slice(0, 8)}`),
    instructorId: lazy(() => account.uid),
    startDate: fc.constant("2027-01-04"),
    endDate: fc.constant("2027-03-26"),
  }),
);
const practiceFields = time.chain(({ startTime, endTime }) =>
  fc.record({
    date: friday,
    startTime: fc.constant(startTime),
    endTime: fc.constant(endTime),
    title: text(40),
    focus: optionalText(40),
    groupIds: lazy(() => own.groups.slice(0, 1)),
    location: optionalText(20),
    videoIds: fc.constant([]),
    notes: optionalText(40),
    status: fc.constantFrom("planned", "held"),
  }),
);
const audience = lazy(() => ({ type: "groups", ids: own.groups.slice(0, 1) }));
const contentAudience = fc.oneof(fc.constant({ type: "everyone", ids: [] }), audience);
const pageFields = {
  slug: fc.uuid().map((u) => `fuzz-${u.slice(0, 8)}`),
  title: text(40),
  body: text(200),
  status: fc.constantFrom("draft", "published"),
  audience: contentAudience,
  order: fc.integer({ min: 0, max: 100 }),
};
const linkFields = {
  title: text(40),
  url: fc.constantFrom("https://www.rad.org.uk/", "https://www.istd.org/dance/", "http://insecure.test/"),
  category: text(20),
  description: optionalText(40),
  audience: contentAudience,
  shown: fc.boolean(),
};
// Guardian mails stay off and the audience is this file's group: nothing reaches the demo school.
const announcementFields = fc.oneof(
  fc.record({
    title: text(60),
    body: text(200),
    audience,
    pinned: fc.boolean(),
    publish: fc.constantFrom("draft", "now"),
    emailGuardians: fc.constant(false),
  }),
  fc.record({
    title: text(60),
    body: text(200),
    audience,
    publish: fc.constant("schedule"),
    publishAt: fc.integer({ min: 1, max: 90 }).map((d) => new Date(Date.now() + d * 864e5).toISOString()),
    emailGuardians: fc.constant(false),
  }),
);
const csvText = fc
  .array(fc.tuple(text(20), text(20), adultBirthDate), { minLength: 1, maxLength: 3 })
  .map((rows) => {
    const cell = (v: string) => `"${v.replace(/"/g, '""')}"`;
    const lines = rows.map(([first, last, dob]) =>
      CSV_COLUMNS.map((c) =>
        c === "firstName" ? cell(first) : c === "lastName" ? cell(last) : c === "dateOfBirth" ? dob : "",
      ).join(","),
    );
    return [CSV_COLUMNS.join(","), ...lines].join("\n");
  });

const studentId = { id: ownId("students") };
const listStudentsQuery = query({
  q: text(10),
  groupId: lazy(() => own.groups[0] ?? "none"),
  programId: lazy(() => own.programs[0] ?? "none"),
  status: fc.constantFrom("active", "waitlist", "inactive", "archived", "all"),
  sort: fc.constantFrom("lastName", "firstName", "enrolledAt"),
  dir: fc.constantFrom("asc", "desc"),
  limit: fc.integer({ min: 1, max: 100 }).map(String),
  cursor: fc.string({ maxLength: 40 }),
});

const uploadSlotFields = fc.record(
  {
    kind: fc.constantFrom(
      "profile-photo",
      "school-logo",
      "bug-screenshot",
      "video",
      "video-poster",
      "chat-attachment",
    ),
    contentType: fc.constantFrom("image/png", "image/jpeg", "video/mp4", "application/pdf", "text/html"),
    size: fc.oneof(fc.integer({ min: -1, max: 300 * 1024 * 1024 }), fc.double()),
    chatId: fc.oneof(fc.string({ maxLength: 40 }), fc.constant("__x__")),
  },
  { requiredKeys: [] },
);

/** Every route of createApp (checked against the app below), with what it reads. */
const ROUTES: Route[] = [
  { method: "GET", path: "/health", query: noQuery },
  { method: "GET", path: "/openapi.json", query: noQuery },
  // The app's manifest and icons, from the school's name and logo (public).
  { method: "GET", path: "/app/manifest.webmanifest", query: noQuery },
  {
    method: "GET",
    path: "/app/icons/:file",
    // The three sizes the manifest names, and any other number of pixels (a 404).
    params: {
      file: fc.oneof(
        fc.constantFrom("180.png", "192.png", "512.png"),
        fc.integer({ min: 1, max: 4096 }).map((n) => `${n}.png`),
      ),
    },
    query: noQuery,
  },
  {
    method: "POST",
    path: "/auth/session",
    body: body(
      fc.record({
        idToken: fc.oneof(
          lazy(() => idToken),
          fc.string({ maxLength: 200 }),
        ),
      }),
    ),
  },
  { method: "POST", path: "/auth/password-reset", body: body(fc.record({ email: fuzzEmail })) },
  { method: "POST", path: "/auth/sign-out-everywhere" },
  { method: "POST", path: "/auth/logout" },
  { method: "POST", path: "/auth/lock" },
  {
    method: "POST",
    path: "/auth/unlock",
    body: body(
      fc.record({
        idToken: fc.oneof(
          lazy(() => idToken),
          fc.string({ maxLength: 200 }),
        ),
      }),
    ),
  },
  { method: "GET", path: "/student/programs", query: noQuery },
  { method: "GET", path: "/student", query: noQuery },
  { method: "GET", path: "/students/:id/attendance", params: studentId, query: noQuery },
  { method: "GET", path: "/students", query: listStudentsQuery },
  { method: "GET", path: "/students/export", query: listStudentsQuery },
  {
    method: "POST",
    path: "/students/import",
    query: query({ dryRun: fc.constantFrom("true", "true", "false") }),
    body: {
      valid: csvText.map((t) => new RawBody(t, "text/csv")),
      invalid: fc.oneof(
        fc.string({ unit: "binary", maxLength: 500 }).map((t) => new RawBody(t, "text/csv")),
        junkBody,
      ),
    },
    creates: "students",
  },
  { method: "POST", path: "/students", body: body(fc.record(studentFields)), creates: "students" },
  { method: "GET", path: "/students/:id", params: studentId, query: noQuery },
  {
    method: "PATCH",
    path: "/students/:id",
    params: studentId,
    body: body(fc.record(studentFields, { requiredKeys: [] })),
  },
  { method: "POST", path: "/students/:id/archive", params: studentId, body: optionalBody },
  { method: "POST", path: "/students/:id/restore", params: studentId, body: optionalBody },
  { method: "POST", path: "/students/:id/invite", params: studentId, body: optionalBody },
  { method: "GET", path: "/students/:id/watch", params: studentId, query: noQuery },
  {
    method: "DELETE",
    path: "/students/:id",
    params: studentId,
    query: query({ permanent: fc.constantFrom("true", "false") }),
  },
  {
    method: "GET",
    path: "/groups",
    query: query({
      limit: fc.integer({ min: 1, max: 100 }).map(String),
      cursor: fc.string({ maxLength: 40 }),
    }),
  },
  { method: "POST", path: "/groups", body: body(fc.record(groupFields)), creates: "groups" },
  { method: "GET", path: "/groups/:id", params: { id: ownId("groups") }, query: noQuery },
  {
    method: "PATCH",
    path: "/groups/:id",
    params: { id: ownId("groups") },
    body: body(fc.record(groupFields, { requiredKeys: [] })),
  },
  { method: "DELETE", path: "/groups/:id", params: { id: ownId("groups") }, query: noQuery },
  {
    method: "POST",
    path: "/groups/:id/members",
    params: { id: ownId("groups") },
    body: body(
      fc.record({
        add: fc.oneof(someOf("students"), fc.array(unknownId, { maxLength: 3 })),
        remove: fc.constant([]),
      }),
    ),
  },
  {
    method: "GET",
    path: "/programs",
    query: query({
      status: fc.constantFrom("active", "all", "draft", "published", "archived"),
      limit: fc.integer({ min: 1, max: 100 }).map(String),
      cursor: fc.string({ maxLength: 40 }),
    }),
  },
  { method: "GET", path: "/programs/lookups", query: noQuery },
  { method: "POST", path: "/programs", body: body(fc.record(programFields)), creates: "programs" },
  { method: "GET", path: "/programs/:id", params: { id: ownId("programs") }, query: noQuery },
  {
    method: "PATCH",
    path: "/programs/:id",
    params: { id: ownId("programs") },
    body: body(fc.record(programFields, { requiredKeys: [] })),
  },
  { method: "DELETE", path: "/programs/:id", params: { id: ownId("programs") }, query: noQuery },
  {
    method: "GET",
    path: "/schedules",
    query: query({
      programId: lazy(() => own.programs[0] ?? "none"),
      groupId: lazy(() => own.groups[0] ?? "none"),
      room: text(10),
      instructorId: text(10),
      from: fc.constant("2027-01-04"),
      to: isoDay("2027-01-04", 70),
    }),
  },
  { method: "POST", path: "/schedules", body: body(scheduleFields), creates: "schedules" },
  { method: "GET", path: "/schedules/:id", params: { id: ownId("schedules") }, query: noQuery },
  {
    method: "PATCH",
    path: "/schedules/:id",
    params: { id: ownId("schedules") },
    body: body(
      fc.record(
        {
          room: fc.uuid().map((u) => `fuzz-room-${u.slice(0, 8)}`),
          dayOfWeek: fc.integer({ min: 0, max: 6 }),
        },
        { requiredKeys: [] },
      ),
    ),
  },
  { method: "DELETE", path: "/schedules/:id", params: { id: ownId("schedules") }, query: noQuery },
  {
    method: "POST",
    path: "/schedules/:id/exceptions",
    params: { id: ownId("schedules") },
    body: body(fc.record({ date: isoDay("2027-01-04", 80), reason: text(40) })),
  },
  {
    method: "DELETE",
    path: "/schedules/:id/exceptions/:date",
    params: {
      id: ownId("schedules"),
      date: { valid: fc.oneof(isoDay("2027-01-04", 80), unknownId), invalid: malformedId },
    },
    query: noQuery,
  },
  {
    method: "GET",
    path: "/practices",
    query: query({
      when: fc.constantFrom("upcoming", "past"),
      from: isoDay("2027-01-01", 30),
      to: isoDay("2027-02-01", 30),
      limit: fc.integer({ min: 1, max: 100 }).map(String),
      cursor: fc.string({ maxLength: 40 }),
    }),
  },
  { method: "POST", path: "/practices", body: body(practiceFields), creates: "practices" },
  { method: "GET", path: "/practices/:id", params: { id: ownId("practices") }, query: noQuery },
  {
    method: "PATCH",
    path: "/practices/:id",
    params: { id: ownId("practices") },
    body: body(
      fc.record(
        { title: text(40), notes: optionalText(40), location: optionalText(20) },
        { requiredKeys: [] },
      ),
    ),
  },
  {
    method: "POST",
    path: "/practices/:id/cancel",
    params: { id: ownId("practices") },
    body: body(fc.record({ reason: text(40) })),
  },
  {
    method: "GET",
    path: "/attendance",
    query: query({ date: termMonday, sessionId: lazy(() => `schedule:${own.schedules[0]}`) }),
  },
  {
    method: "PUT",
    path: "/attendance",
    body: body(
      fc.record(
        {
          date: termMonday,
          sessionId: lazy(() => `schedule:${own.schedules[0]}`),
          // The student API's caller: the fuzzed student routes may archive or delete any of
          // `own.students` first (the order is random), and a mark for them is then refused.
          records: fc
            .constantFrom("present", "absent", "late", "excused", null)
            .map((status) => ({ [reader]: status })),
          notes: optionalText(40),
        },
        { requiredKeys: ["date", "sessionId", "records"] },
      ),
    ),
  },
  { method: "GET", path: "/attendance/sessions", query: query({ date: termMonday }) },
  {
    method: "GET",
    path: "/attendance/group-grid",
    query: query({
      groupId: lazy(() => own.groups[0] ?? "none"),
      weeks: fc.integer({ min: 1, max: 26 }).map(String),
    }),
  },
  {
    method: "GET",
    path: "/attendance/export",
    query: query({
      from: fc.constant(TERM.startDate),
      to: fc.constant(TERM.endDate),
      groupId: lazy(() => own.groups[0] ?? "none"),
    }),
  },
  {
    method: "GET",
    path: "/videos",
    query: query({
      programId: lazy(() => own.programs[0] ?? "none"),
      week: fc.integer({ min: -1, max: 120 }).map(String),
      source: fc.constantFrom("upload", "link", "other"),
      status: fc.constantFrom("all", "draft", "published", "archived"),
      q: text(20),
      limit: fc.integer({ min: 1, max: 100 }).map(String),
      cursor: fc.string({ maxLength: 40 }),
    }),
  },
  { method: "POST", path: "/videos", body: body(videoFields), creates: "videos" },
  { method: "GET", path: "/videos/:id", params: { id: ownId("videos") }, query: noQuery },
  { method: "GET", path: "/videos/:id/watch", params: { id: ownId("videos") }, query: noQuery },
  {
    method: "PATCH",
    path: "/videos/:id",
    params: { id: ownId("videos") },
    body: body(videoFields.map((v) => ({ title: v.title, week: v.week }))),
  },
  { method: "POST", path: "/videos/:id/archive", params: { id: ownId("videos") }, body: optionalBody },
  { method: "POST", path: "/videos/:id/restore", params: { id: ownId("videos") }, body: optionalBody },
  {
    method: "POST",
    path: "/videos/bulk",
    body: body(
      fc.record({
        action: fc.constantFrom("publish", "unpublish", "move", "archive", "restore"),
        ids: fc.oneof(someOf("videos"), fc.array(unknownId, { maxLength: 3 })),
        week: fc.integer({ min: 0, max: 20 }),
      }),
    ),
  },
  {
    method: "GET",
    path: "/announcements",
    query: query({
      status: fc.constantFrom("draft", "scheduled", "published", "expired", "archived", "all"),
      audience: lazy(() => `group:${own.groups[0]}`),
      q: text(20),
      limit: fc.integer({ min: 1, max: 50 }).map(String),
      cursor: fc.string({ maxLength: 40 }),
    }),
  },
  {
    method: "GET",
    path: "/me",
    as: "student",
    query: noQuery,
  },
  {
    method: "GET",
    path: "/me/announcements",
    as: "student",
    query: query({
      limit: fc.integer({ min: 1, max: 50 }).map(String),
      cursor: fc.string({ maxLength: 40 }),
    }),
  },
  {
    method: "PATCH",
    path: "/me/profile",
    as: "student",
    body: body(fc.record({ displayName: text(40), photoPath: fc.constant(null) }, { requiredKeys: [] })),
  },
  { method: "POST", path: "/me/sign-out-everywhere", as: "student", body: optionalBody },
  {
    method: "GET",
    path: "/me/week",
    as: "student",
    query: query({ date: fc.constantFrom("2026-11-27", "2026-02-30", "2027-01-04") }),
  },
  { method: "POST", path: "/me/seen", as: "student", body: optionalBody },
  { method: "GET", path: "/me/practice", as: "student", query: noQuery },
  {
    method: "POST",
    path: "/me/videos/:id/progress",
    as: "student",
    params: { id: ownId("videos") },
    body: body(
      fc.record({
        event: fc.constantFrom("started", "progress"),
        position: fc.integer({ min: 0, max: 600 }),
        duration: fc.integer({ min: 1, max: 600 }),
      }),
    ),
  },
  { method: "GET", path: "/me/attendance", as: "student", query: noQuery },
  { method: "POST", path: "/me/support-chat", as: "student", body: body(fc.constant({})), creates: "chats" },
  { method: "GET", path: "/me/pages", as: "student", query: noQuery },
  {
    method: "GET",
    path: "/me/pages/:slug",
    as: "student",
    params: { slug: fc.oneof(fc.constantFrom("dress-code", "faq", "Not_A_Slug"), unknownId) },
    query: noQuery,
  },
  { method: "GET", path: "/me/links", as: "student", query: noQuery },
  {
    method: "GET",
    path: "/pages",
    query: query({
      archived: fc.constantFrom("true", "false"),
      limit: fc.integer({ min: 1, max: 100 }).map(String),
    }),
  },
  {
    method: "GET",
    path: "/pages/slug-check",
    query: query({ slug: pageFields.slug, exceptId: ownId("pages").valid }),
  },
  { method: "POST", path: "/pages", body: body(fc.record(pageFields)), creates: "pages" },
  { method: "GET", path: "/pages/:id", params: { id: ownId("pages") }, query: noQuery },
  {
    method: "PATCH",
    path: "/pages/:id",
    params: { id: ownId("pages") },
    body: body(
      fc.record({ ...pageFields, version: fc.integer({ min: 1, max: 5 }) }, { requiredKeys: ["version"] }),
    ),
  },
  { method: "POST", path: "/pages/:id/archive", params: { id: ownId("pages") }, body: optionalBody },
  { method: "POST", path: "/pages/:id/restore", params: { id: ownId("pages") }, body: optionalBody },
  {
    method: "GET",
    path: "/pages/:id/versions",
    params: { id: ownId("pages") },
    query: query({
      limit: fc.integer({ min: 1, max: 50 }).map(String),
      cursor: fc.string({ maxLength: 40 }),
    }),
  },
  {
    method: "GET",
    path: "/pages/:id/versions/:version",
    params: { id: ownId("pages"), version: fc.oneof(fc.integer({ min: 1, max: 5 }).map(String), unknownId) },
    query: noQuery,
  },
  {
    method: "POST",
    path: "/pages/:id/versions/:version/restore",
    params: { id: ownId("pages"), version: fc.oneof(fc.integer({ min: 1, max: 5 }).map(String), unknownId) },
    body: body(fc.record({ version: fc.integer({ min: 1, max: 5 }) })),
  },
  {
    method: "GET",
    path: "/links",
    query: query({
      archived: fc.constantFrom("true", "false"),
      limit: fc.integer({ min: 1, max: 200 }).map(String),
    }),
  },
  { method: "POST", path: "/links", body: body(fc.record(linkFields)), creates: "links" },
  { method: "GET", path: "/links/:id", params: { id: ownId("links") }, query: noQuery },
  {
    method: "PATCH",
    path: "/links/:id",
    params: { id: ownId("links") },
    body: body(fc.record(linkFields, { requiredKeys: [] })),
  },
  {
    method: "POST",
    path: "/links/reorder",
    body: body(fc.record({ ids: lazy(() => [...own.links].reverse()) })),
  },
  { method: "POST", path: "/links/:id/archive", params: { id: ownId("links") }, body: optionalBody },
  { method: "POST", path: "/links/:id/restore", params: { id: ownId("links") }, body: optionalBody },
  {
    method: "POST",
    path: "/me/bug-reports",
    as: "student",
    body: body(
      fc.record({
        title: text(60),
        whatHappened: text(200),
        steps: optionalText(60),
        expected: optionalText(60),
        severity: fc.constantFrom("low", "medium", "high", "critical"),
        context: fc.record({ appVersion: text(10), device: text(40), route: text(40) }),
      }),
    ),
    creates: "bugReports",
  },
  {
    method: "GET",
    path: "/me/bug-reports",
    as: "student",
    query: query({
      limit: fc.integer({ min: 1, max: 50 }).map(String),
      cursor: fc.string({ maxLength: 40 }),
    }),
  },
  {
    method: "GET",
    path: "/me/bug-reports/:id",
    as: "student",
    params: { id: ownId("bugReports") },
    query: noQuery,
  },
  // Upload slots: a kind, a type and a size, and for an attachment a chat id (slots are not
  // removed: they expire by themselves, and the per-person cap answers 429, never a 5xx).
  { method: "POST", path: "/uploads", body: body(uploadSlotFields) },
  { method: "POST", path: "/me/uploads", as: "student", body: body(uploadSlotFields) },
  {
    method: "GET",
    path: "/me/videos",
    as: "student",
    query: query({
      limit: fc.integer({ min: 1, max: 50 }).map(String),
      cursor: fc.string({ maxLength: 40 }),
    }),
  },
  {
    method: "GET",
    path: "/bug-reports",
    query: query({
      status: fc.constantFrom("new", "triaged", "in_progress", "resolved", "closed"),
      severity: fc.constantFrom("low", "medium", "high", "critical"),
      assignee: lazy(() => staffUid),
      mine: fc.constantFrom("true", "false"),
      q: text(20),
      limit: fc.integer({ min: 1, max: 100 }).map(String),
      cursor: fc.string({ maxLength: 40 }),
    }),
  },
  { method: "GET", path: "/bug-reports/counts", query: noQuery },
  { method: "GET", path: "/bug-reports/:id", params: { id: ownId("bugReports") }, query: noQuery },
  {
    method: "POST",
    path: "/bug-reports/:id/status",
    params: { id: ownId("bugReports") },
    body: body(fc.record({ status: fc.constantFrom("new", "triaged", "in_progress", "resolved", "closed") })),
  },
  {
    method: "POST",
    path: "/bug-reports/:id/assign",
    params: { id: ownId("bugReports") },
    body: body(
      fc.record({
        assigneeUid: fc.oneof(
          lazy(() => staffUid),
          fc.constant(null),
          unknownId,
        ),
      }),
    ),
  },
  {
    method: "POST",
    path: "/bug-reports/:id/duplicate",
    params: { id: ownId("bugReports") },
    body: body(fc.record({ duplicateOf: fc.oneof(ownId("bugReports").valid, fc.constant(null), unknownId) })),
  },
  {
    method: "POST",
    path: "/bug-reports/:id/notes",
    params: { id: ownId("bugReports") },
    body: body(fc.record({ text: text(200) })),
  },
  {
    method: "POST",
    path: "/bug-reports/:id/replies",
    params: { id: ownId("bugReports") },
    body: body(fc.record({ text: text(200) })),
  },
  { method: "GET", path: "/announcements/audience-options", query: noQuery },
  { method: "POST", path: "/announcements/audience-count", body: body(fc.record({ audience })) },
  { method: "POST", path: "/announcements", body: body(announcementFields), creates: "announcements" },
  { method: "GET", path: "/announcements/:id", params: { id: ownId("announcements") }, query: noQuery },
  {
    method: "PUT",
    path: "/announcements/:id",
    params: { id: ownId("announcements") },
    body: body(announcementFields),
  },
  {
    method: "PATCH",
    path: "/announcements/:id",
    params: { id: ownId("announcements") },
    body: body(fc.record({ pinned: fc.boolean() })),
  },
  {
    method: "POST",
    path: "/announcements/:id/archive",
    params: { id: ownId("announcements") },
    body: optionalBody,
  },
  {
    method: "POST",
    path: "/announcements/:id/restore",
    params: { id: ownId("announcements") },
    body: optionalBody,
  },
  {
    method: "POST",
    path: "/announcements/:id/duplicate",
    params: { id: ownId("announcements") },
    body: optionalBody,
    creates: "announcements",
  },
  {
    method: "POST",
    path: "/announcements/:id/publish",
    params: { id: ownId("announcements") },
    body: optionalBody,
  },
  { method: "DELETE", path: "/announcements/:id", params: { id: ownId("announcements") }, query: noQuery },
  {
    method: "GET",
    path: "/chats/contacts",
    query: query({ q: text(20), limit: fc.integer({ min: 1, max: 50 }).map(String) }),
  },
  {
    method: "GET",
    path: "/chats/direct/:uid",
    params: {
      uid: {
        valid: fc.oneof(
          lazy(() => encodePart(staffUid)),
          unknownId,
        ),
        invalid: malformedId,
      },
    },
    query: noQuery,
  },
  {
    method: "POST",
    path: "/chats",
    body: body(
      fc.oneof(
        fc.record({
          type: fc.constant("individual"),
          memberUid: fc.oneof(
            lazy(() => staffUid),
            fc.string({ maxLength: 20 }),
          ),
        }),
        fc.record({
          type: fc.constant("group"),
          name: text(40),
          memberUids: fc.oneof(
            lazy(() => [staffUid]),
            fc.array(fc.string({ maxLength: 20 }), { maxLength: 3 }),
          ),
        }),
      ),
    ),
    creates: "chats",
  },
  {
    method: "POST",
    path: "/chats/:id/support",
    params: { id: ownId("chats") },
    body: body(fc.record({ action: fc.constantFrom("assign", "close", "reopen") })),
  },
  { method: "GET", path: "/settings", query: noQuery },
  {
    method: "PUT",
    path: "/settings",
    // Settings are the whole school's (time zone, session lifetime): a fuzzed save would change
    // them under the suites running beside this one. Every body here has a session lifetime out of
    // range, so each is refused whatever the rest holds; settings.api.test.ts covers real saves.
    body: body(
      fc.record(
        {
          school: fc.record(
            {
              name: text(20),
              timeZone: fc.constantFrom("Europe/Paris", "Nowhere/X", ""),
              contactEmail: text(20),
            },
            { requiredKeys: [] },
          ),
          teaching: fc.record({ sessionMinutes: fc.integer({ min: -5, max: 500 }) }, { requiredKeys: [] }),
          absenceAlerts: fc.record({ enabled: fc.boolean(), replyTo: text(20) }, { requiredKeys: [] }),
          security: fc.record({ sessionHours: fc.oneof(fc.integer({ min: 25, max: 1000 }), fc.constant(0)) }),
        },
        { requiredKeys: ["security"] },
      ),
    ),
  },
  {
    method: "GET",
    path: "/audit",
    query: query({
      actor: text(20),
      resource: fc.constantFrom("students", "groups", "settings", "planets"),
      action: fc.constantFrom("student.update", "group.create", "BAD ACTION"),
      from: isoDay("2027-01-01", 30),
      to: isoDay("2027-02-01", 30),
      limit: fc.integer({ min: 1, max: 100 }).map(String),
      cursor: fc.string({ maxLength: 40 }),
    }),
  },
  {
    method: "GET",
    path: "/audit/export",
    query: query({
      actor: text(20),
      resource: fc.constantFrom("students", "groups", "settings", "planets"),
      action: fc.constantFrom("student.update", "group.create", "BAD ACTION"),
      from: isoDay("2027-01-01", 30),
      to: isoDay("2027-02-01", 30),
    }),
  },
  // Team changes only ever name the invitations this file made, never the fuzzing admin.
  { method: "GET", path: "/team", query: noQuery },
  {
    method: "POST",
    path: "/team",
    body: body(
      fc.record({ email: fuzzEmail, displayName: text(40), role: fc.constantFrom("admin", "staff") }),
    ),
    creates: "team",
  },
  {
    method: "PATCH",
    path: "/team/:id/role",
    params: { id: ownId("team") },
    body: body(fc.record({ role: fc.constantFrom("admin", "staff") })),
  },
  { method: "POST", path: "/team/:id/disable", params: { id: ownId("team") }, body: optionalBody },
  { method: "POST", path: "/team/:id/enable", params: { id: ownId("team") }, body: optionalBody },
  { method: "POST", path: "/team/:id/invite", params: { id: ownId("team") }, body: optionalBody },
  { method: "DELETE", path: "/team/:id", params: { id: ownId("team") }, query: noQuery },
  { method: "GET", path: "/profile", query: noQuery },
  {
    method: "PATCH",
    path: "/profile",
    body: body(
      fc.record(
        { displayName: text(60), phone: fc.constantFrom("", "+1 555 0100", "(555) 010-0100") },
        { requiredKeys: [] },
      ),
    ),
  },
  {
    method: "GET",
    path: "/dashboard",
    query: query({ programId: fc.oneof(unknownId, fc.constantFrom(...MALFORMED_IDS)) }),
  },
  // Guardians of a student (staff): invites go to addresses of this run only.
  { method: "GET", path: "/students/:id/guardians", params: studentId, query: noQuery },
  {
    method: "POST",
    path: "/students/:id/guardians",
    params: studentId,
    body: body(fc.record({ email: fuzzEmail, displayName: text(40) })),
  },
  {
    method: "POST",
    path: "/students/:id/guardians/:guardianUid/invite",
    params: { ...studentId, guardianUid: unknownId },
    body: optionalBody,
  },
  {
    method: "DELETE",
    path: "/students/:id/guardians/:guardianUid",
    params: { ...studentId, guardianUid: unknownId },
  },
  { method: "GET", path: "/me/message-preferences", as: "student", query: noQuery },
  {
    method: "PATCH",
    path: "/me/message-preferences",
    as: "student",
    body: body(fc.record({ staffMessagesOff: fc.boolean() })),
  },
  {
    method: "GET",
    path: "/chats/all",
    query: query({
      limit: fc.integer({ min: 1, max: 60 }).map(String),
      cursor: fc.string({ maxLength: 40 }),
    }),
  },
  {
    method: "POST",
    path: "/chats/:id/review",
    params: { id: ownId("chats") },
    body: body(fc.record({ reason: text(80) })),
  },
  {
    method: "POST",
    path: "/chats/:id/export",
    params: { id: ownId("chats") },
    body: body(fc.record({ reason: text(80) })),
  },
  {
    method: "POST",
    path: "/chats/:id/export-pdf",
    params: { id: ownId("chats") },
    body: body(fc.record({ reason: text(80) })),
  },
  // Staff messages (held during quiet hours) and whether one sent now would be held.
  { method: "GET", path: "/chats/:id/delivery", params: { id: ownId("chats") }, query: noQuery },
  {
    method: "POST",
    path: "/chats/:id/messages",
    params: { id: ownId("chats") },
    body: body(
      fc.record(
        {
          text: optionalText(200),
          attachment: fc.constantFrom(null, {
            path: "chats/x/y/z.png",
            name: "z.png",
            contentType: "image/png",
            size: 10,
          }),
        },
        { requiredKeys: [] },
      ),
    ),
  },
  // Seats: reported absences, make-up credits and bookings.
  {
    method: "GET",
    path: "/seats/absences",
    query: query({ date: fc.constantFrom("2026-11-27", "2026-02-30") }),
  },
  {
    method: "GET",
    path: "/seats/credits",
    query: query({ studentId: lazy(() => own.students[0] ?? "none") }),
  },
  {
    method: "POST",
    path: "/seats/credits",
    body: body(
      fc.record(
        {
          studentId: lazy(() => own.students[0] ?? "none"),
          programId: lazy(() => own.programs[0] ?? "none"),
          validityDays: fc.integer({ min: -1, max: 400 }),
          reason: text(60),
        },
        { requiredKeys: ["studentId", "programId", "reason"] },
      ),
    ),
  },
  {
    method: "POST",
    path: "/seats/credits/:id/extend",
    params: { id: unknownId },
    body: body(fc.record({ days: fc.integer({ min: -1, max: 400 }), reason: text(60) })),
  },
  {
    method: "POST",
    path: "/seats/credits/:id/void",
    params: { id: unknownId },
    body: body(fc.record({ reason: text(60) })),
  },
  { method: "GET", path: "/settings/seats", query: noQuery },
  {
    method: "PUT",
    path: "/settings/seats",
    // The seats policy is the whole school's: every body here has a notice out of range, so each is
    // refused whatever the rest holds (seats-settings.api.test.ts covers real saves).
    body: body(
      fc.record({
        creditForReportedAbsence: fc.boolean(),
        creditNoticeHours: fc.constantFrom(-1, 100_000),
        creditValidityDays: fc.integer({ min: 0, max: 400 }),
        eligibleSessions: fc.constantFrom("same-program", "listed-programs", "any"),
        eligibleProgramIds: fc.array(text(10), { maxLength: 3 }),
        extraMakeUpSeats: fc.integer({ min: -1, max: 20 }),
        bookingCutoffHours: fc.integer({ min: -1, max: 200 }),
        offerWindowHours: fc.integer({ min: 0, max: 400 }),
        familiesJoinWaitlists: fc.boolean(),
      }),
    ),
  },
  { method: "GET", path: "/me/seats", as: "student", query: noQuery },
  {
    method: "GET",
    path: "/me/seats/sessions",
    as: "student",
    query: query({ creditId: fc.oneof(text(20), fc.constant("__x__")) }),
  },
  {
    method: "POST",
    path: "/me/seats/absences",
    as: "student",
    body: body(
      fc.record({
        sessionKey: fc.oneof(text(30), fc.constant("schedule:__x__")),
        date: fc.constantFrom("2026-11-27", "2026-02-30", "2030-01-07"),
        reason: text(60),
      }),
    ),
  },
  {
    method: "POST",
    path: "/me/seats/bookings",
    as: "student",
    body: body(
      fc.record({
        creditId: text(20),
        sessionKey: fc.oneof(text(30), fc.constant("schedule:__x__")),
        date: fc.constantFrom("2026-11-27", "2026-02-30", "2030-01-07"),
      }),
    ),
  },
  { method: "DELETE", path: "/me/seats/bookings/:id", as: "student", params: { id: unknownId } },
  // Waitlists: a group's line and offers (staff), the family's places and offers (app).
  { method: "GET", path: "/waitlists/:id", params: { id: unknownId }, query: noQuery },
  ...(
    [
      ["/waitlists/:id/entries", fc.record({ studentId: text(20) })],
      [
        "/waitlists/:id/reorder",
        fc.record({ studentId: text(20), position: fc.integer({ min: -1, max: 50 }), reason: text(60) }),
      ],
      ["/waitlists/:id/remove", fc.record({ studentId: text(20), reason: text(60) })],
      ["/waitlists/:id/pause", fc.record({ paused: fc.boolean(), reason: text(60) })],
      ["/waitlists/:id/skip", fc.record({ reason: text(60) })],
      ["/waitlists/:id/offer", fc.record({ studentId: text(20), reason: text(60) })],
    ] as const
  ).map(([path, record]): Route => ({ method: "POST", path, params: { id: unknownId }, body: body(record) })),
  { method: "GET", path: "/me/waitlists", as: "student", query: noQuery },
  {
    method: "POST",
    path: "/me/waitlists",
    as: "student",
    body: body(fc.record({ groupId: fc.oneof(text(20), fc.constant("__x__")) })),
  },
  { method: "POST", path: "/me/waitlists/offers/:id/accept", as: "student", params: { id: unknownId } },
  { method: "POST", path: "/me/waitlists/offers/:id/decline", as: "student", params: { id: unknownId } },
  { method: "DELETE", path: "/me/waitlists/:id", as: "student", params: { id: unknownId } },
  // Notifications: the console's (staff) and the app's (students and guardians).
  ...(["", "/me"] as const).flatMap((base): Route[] => {
    const as = base ? ({ as: "student" } as const) : {};
    const subscription = fc.record({
      endpoint: fc.oneof(
        fc.constant("http://127.0.0.1:9/push/fuzz"),
        fc.constant("ftp://example.test/x"),
        text(40),
      ),
      keys: fc.record({ p256dh: text(90), auth: text(24) }),
    });
    return [
      { method: "GET", path: `${base}/push-subscriptions/key`, ...as, query: noQuery },
      { method: "POST", path: `${base}/push-subscriptions`, ...as, body: body(subscription) },
      {
        method: "DELETE",
        path: `${base}/push-subscriptions`,
        ...as,
        body: body(fc.record({ endpoint: fc.constant("http://127.0.0.1:9/push/fuzz") })),
      },
      { method: "GET", path: `${base}/notification-preferences`, ...as, query: noQuery },
      {
        method: "PUT",
        path: `${base}/notification-preferences`,
        ...as,
        body: body(
          fc.record({
            channels: fc.dictionary(
              fc.constantFrom("announcement", "chatMessage", "bugReportReply", "nope"),
              fc.constantFrom("push", "mail", "both", "smoke"),
            ),
          }),
        ),
      },
      {
        method: "GET",
        path: `${base}/notifications`,
        ...as,
        query: query({
          limit: fc.integer({ min: 1, max: 50 }).map(String),
          cursor: fc.string({ maxLength: 40 }),
        }),
      },
      { method: "POST", path: `${base}/notifications/read-all`, ...as, body: optionalBody },
      {
        method: "POST",
        path: `${base}/notifications/:id/read`,
        ...as,
        params: { id: unknownId },
        body: optionalBody,
      },
    ];
  }),
];

/** Requests to paths no route has: the API's 404 must keep the error shape too. */
const UNKNOWN_ROUTE: Route = {
  method: "GET",
  path: "/:junk",
  params: { junk: { valid: unknownId, invalid: malformedId } },
  query: noQuery,
};

const routeName = (r: Route) => `${r.method} ${r.path}`;

const fuzzOf = <T>(part: Part<T>, invalid: fc.Arbitrary<T>): Fuzz<T> =>
  part instanceof fc.Arbitrary ? { valid: part, invalid } : part;

/**
 * A route's valid inputs (every part valid) and invalid ones (one part hostile, the others
 * valid): a hostile body most often where there is a body, else a hostile path id or query.
 */
function inputsOf(route: Route): Fuzz<Input> {
  const params = Object.entries(route.params ?? {}).map(([k, p]) => [k, fuzzOf(p, malformedId)] as const);
  const query = route.query ? fuzzOf(route.query, noQuery.invalid) : noQuery;
  const body = route.body ? fuzzOf(route.body, junkBody) : undefined;
  const valid: fc.Arbitrary<Input> = fc.record({
    params: fc.record(Object.fromEntries(params.map(([k, p]) => [k, p.valid]))),
    query: query.valid,
    body: body ? body.valid : fc.constant(undefined),
  });
  const invalid = fc.oneof(
    ...params.map(([k, p]) => ({
      weight: 2,
      arbitrary: fc
        .tuple(valid, p.invalid)
        .map(([input, bad]): Input => ({ ...input, params: { ...input.params, [k]: bad } })),
    })),
    {
      weight: 1,
      arbitrary: fc.tuple(valid, query.invalid).map(([input, bad]) => ({ ...input, query: bad })),
    },
    ...(body
      ? [
          {
            weight: 4,
            arbitrary: fc.tuple(valid, body.invalid).map(([input, bad]) => ({ ...input, body: bad })),
          },
        ]
      : []),
  );
  return { valid, invalid };
}

/** Valid and invalid inputs alike. */
const inputOf = (route: Route) => {
  const { valid, invalid } = inputsOf(route);
  return fc.oneof(valid, invalid);
};

function pathOf(route: Route, input: Input) {
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => input.params[name] ?? "");
  return `/api${path}${encodeQuery(input.query)}`;
}

/** Requests still running (fast-check stops waiting at its time limit): awaited before cleanup. */
const inFlight = new Set<Promise<unknown>>();

/** One request; a 2xx that made a record adds it to `own` so it is removed afterwards. */
async function send(port: number, route: Route, input: Input): Promise<RawResponse> {
  const payload = encodeBody(input.body);
  const headers: Record<string, string> = {
    accept: "application/json",
    authorization: `Bearer ${route.as === "student" ? studentIdToken : token}`,
    // A fresh client address: the password-reset limit per address never fills up for other suites.
    "x-forwarded-for": `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
  };
  if (payload) headers["content-type"] = payload.contentType;
  const pending = rawRequest(
    port,
    { method: route.method, path: pathOf(route, input), headers, body: payload?.text },
    REQUEST_TIMEOUT_MS,
  );
  inFlight.add(pending);
  try {
    const res = await pending;
    if (res.status >= 200 && res.status < 300 && route.creates) remember(route.creates, res);
    return res;
  } finally {
    inFlight.delete(pending);
  }
}

function remember(kind: Kind, res: RawResponse) {
  try {
    const data = (JSON.parse(res.text) as { data?: { _id?: string; id?: string; createdIds?: string[] } })
      .data;
    const ids = data?.createdIds ?? [data?._id ?? data?.id];
    for (const id of ids) if (typeof id === "string" && !own[kind].includes(id)) own[kind].push(id);
  } catch {
    // Not JSON: nothing was made that we could name.
  }
}

/** 5xx answers seen, by route (a few samples each): printed at the end for whoever fixes them. */
const serverErrors = new Map<string, string[]>();
const statusesByRoute = new Map<string, Map<number, number>>();

function describeInput(route: Route, input: Input) {
  const payload = encodeBody(input.body);
  const bodyText = payload
    ? ` body(${payload.contentType}, ${payload.text.length} B)=${payload.text.slice(0, 120)}`
    : "";
  return `${route.method} ${pathOf(route, input).slice(0, 200)}${bodyText}`;
}

function check(route: Route, input: Input, res: RawResponse, where: string) {
  const name = `${where} ${routeName(route)}`;
  const counts = statusesByRoute.get(name) ?? new Map<number, number>();
  counts.set(res.status, (counts.get(res.status) ?? 0) + 1);
  statusesByRoute.set(name, counts);
  if (res.status >= 500) {
    const seen = serverErrors.get(name) ?? [];
    if (seen.length < 6) seen.push(`${res.status} ${describeInput(route, input)}`);
    serverErrors.set(name, seen);
  }
  expect(res.status, `${describeInput(route, input)} -> ${res.text.slice(0, 300)}`).toBeLessThan(500);
  // An error is a 4xx; a redirect (the app's icon without a logo) is an answer, not an error.
  if (res.status >= 400) {
    expect(
      errorShapeProblem(res),
      `${describeInput(route, input)} -> ${res.status} ${res.text.slice(0, 300)}`,
    ).toBeNull();
  }
}

/** A count of runs and no time limit: a slow machine runs as many as a fast one. */
function fcOptions(runs: number) {
  return { numRuns: runs, seed: SEED, plugins: [fc.timeout(REQUEST_TIMEOUT_MS + 1_000)] };
}

/** Runs `tasks` with at most `limit` at a time. */
async function eachLimit<T>(items: T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await task(items[next++]!);
    }),
  );
}

let server: Server;
let port = 0;

beforeAll(async () => {
  admin(); // initialises the default Admin app the API's handlers use
  functionsDb(); // the API sets Firestore's settings once, before anything reads through it
  // The API app itself, in this process, on the same emulators and session secret as the function.
  server = createServer(createApp({ getSecret: sessionSecret }));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;

  account = await createAccount("admin");
  staffUid = (await createAccount("staff")).uid;
  [idToken, token] = await Promise.all([idTokenFor(account.email, account.password), sessionToken(account)]);

  const groups = await Promise.all([makeGroup(), makeGroup()]);
  own.groups.push(...groups.map((g) => g.id));
  // Adults without guardian or email: absence marks and invitations send nobody a mail.
  const students = await Promise.all(
    [0, 1, 2, 3].map(() => makeStudent([own.groups[0]!], { guardian: null, dateOfBirth: "2000-01-01" })),
  );
  own.students.push(...students.map((s) => s.id));
  // The student API's caller has a record of its own: the fuzzed student routes may archive,
  // delete or remove the app account of any of `own.students`, which would end this token.
  const student = await createStudentAccount({ groupIds: [own.groups[0]!] });
  reader = student.studentId;
  studentIdToken = await student.idToken();

  const post = async (path: string, payload: unknown) => {
    const res = await rawRequest(port, {
      method: "POST",
      path: `/api${path}`,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify(payload),
    });
    if (res.status !== 201) throw new Error(`Arrange ${path}: ${res.status} ${res.text}`);
    return (JSON.parse(res.text) as { data: { _id: string } }).data._id;
  };
  own.programs.push(
    await post("/programs", {
      name: `Fuzz program ${randomUUID().slice(0, 8)}`,
      description: "",
      level: "",
      ageRange: { min: 0, max: 99 },
      ...TERM,
      capacity: 30,
      groupIds: own.groups,
      status: "published",
      color: "#7c3aed",
    }),
  );
  own.schedules.push(
    await post("/schedules", {
      programId: own.programs[0],
      groupId: own.groups[0],
      dayOfWeek: 1,
      startTime: "10:00",
      endTime: "11:00",
      room: `fuzz-room-${randomUUID().slice(0, 8)}`,
      instructorId: account.uid,
      ...TERM,
    }),
  );
  own.practices.push(
    await post("/practices", {
      date: "2027-01-08",
      startTime: "18:00",
      endTime: "19:00",
      title: "Fuzz practice",
      focus: "",
      groupIds: [own.groups[0]],
      location: "",
      videoIds: [],
      notes: "",
      status: "planned",
    }),
  );
  own.team.push(
    await post("/team", {
      email: `fuzz-${randomUUID().slice(0, 8)}@test.studio`,
      displayName: "Fuzz",
      role: "staff",
    }),
  );
  own.announcements.push(
    await post("/announcements", {
      title: "Fuzz announcement",
      body: "Made by the fuzz test.",
      audience: { type: "groups", ids: [own.groups[0]] },
      publish: "draft",
    }),
  );
  own.pages.push(
    await post("/pages", {
      slug: `fuzz-${randomUUID().slice(0, 8)}`,
      title: "Fuzz page",
      body: "Made by the fuzz test.",
      status: "draft",
    }),
  );
  own.links.push(
    await post("/links", {
      title: "Fuzz link",
      url: "https://www.rad.org.uk/",
      category: "Fuzz",
      shown: false,
    }),
  );
}, 120_000);

afterAll(async () => {
  await Promise.allSettled([...inFlight]);
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  const { db } = admin();
  await removeStudents([...own.students, reader]);
  const writer = db.bulkWriter();
  for (const kind of [
    "groups",
    "programs",
    "schedules",
    "practices",
    "announcements",
    "chats",
    "bugReports",
    "videos",
  ] as const)
    for (const id of own[kind]) void writer.delete(db.collection(kind).doc(id));
  for (const id of own.schedules) {
    const marks = await db.collection("attendance").where("sessionId", "==", id).get();
    for (const d of marks.docs) void writer.delete(d.ref);
  }
  await Promise.allSettled(own.team.map((uid) => admin().auth.deleteUser(uid)));
  for (const uid of own.team) {
    for (const col of ["users", "userProfiles"]) void writer.delete(db.collection(col).doc(uid));
    const mails = await db.collection("mail").where("meta.uid", "==", uid).get();
    for (const d of mails.docs) void writer.delete(d.ref);
  }
  for (let i = 0; i < own.announcements.length; i += 30) {
    const mails = await db
      .collection("mail")
      .where("meta.announcementId", "in", own.announcements.slice(i, i + 30))
      .get();
    for (const d of mails.docs) void writer.delete(d.ref);
  }
  for (const id of own.links) void writer.delete(db.collection("links").doc(id));
  await writer.close();
  // A page keeps its versions in a subcollection: remove both.
  await Promise.allSettled(own.pages.map((id) => db.recursiveDelete(db.collection("pages").doc(id))));

  const statuses = [...statusesByRoute].map(
    ([route, counts]) =>
      `  ${route.padEnd(62)} ${[...counts]
        .sort(([a], [b]) => a - b)
        .map(([s, n]) => `${s}×${n}`)
        .join(" ")}`,
  );
  console.log(`Fuzz: answers by route (status×count)\n${statuses.join("\n")}`);
  if (serverErrors.size) {
    const cause = (sample: string) => {
      const [, method, path] = /^\d+ (\S+) ([^?\s]+)/.exec(sample) ?? [];
      const logged = loggedCauses.get(`${method} ${path}`);
      return logged ? `\n      cause: ${logged.slice(0, 160)}` : "";
    };
    const lines = [...serverErrors].map(
      ([route, samples]) =>
        `  ${route}\n${samples.map((s) => `    ${s.slice(0, 240)}${cause(s)}`).join("\n")}`,
    );
    console.log(`Fuzz: 5xx answers\n${lines.join("\n")}`);
  }
}, 120_000);

describe("API fuzzing: the route table", () => {
  it("names every route the app mounts, and only those", () => {
    interface Layer {
      rawPath?: string;
      route?: { path: string; methods: Record<string, boolean> };
      handle: { stack?: Layer[] };
    }
    const app = createApp({ getSecret: () => "unused" }) as unknown as { router: { stack: Layer[] } };
    const found: string[] = [];
    const walk = (layers: Layer[], base: string) => {
      for (const layer of layers) {
        if (layer.route) {
          const path = `${base}${layer.route.path === "/" ? "" : layer.route.path}` || "/";
          for (const m of Object.keys(layer.route.methods)) found.push(`${m.toUpperCase()} ${path}`);
        } else if (layer.handle.stack) {
          walk(layer.handle.stack, `${base}${layer.rawPath && layer.rawPath !== "/" ? layer.rawPath : ""}`);
        }
      }
    };
    walk(app.router.stack, "");
    const expected = ROUTES.map((r) => `${r.method} /api${r.path}`);
    expect([...new Set(found)].sort()).toEqual([...expected].sort());
  });
});

/**
 * Signing out everywhere, logging out or locking would end (or lock) the fuzzing session itself, so
 * every later request would only test the 401 or 423; their own tests are
 * tests/api/session-revocation.api.test.ts, logout-and-lock.api.test.ts and me-week.api.test.ts.
 */
const SESSION_ENDING = new Set([
  "/auth/sign-out-everywhere",
  "/auth/logout",
  "/auth/lock",
  "/me/sign-out-everywhere",
]);
const FUZZED = ROUTES.filter((r) => !SESSION_ENDING.has(r.path));

describe("API fuzzing (the app in-process over the emulators, as an admin and as a student)", () => {
  const routes = [...FUZZED, UNKNOWN_ROUTE];

  it.each(routes.map((r) => [routeName(r), r] as const))(
    `%s: ${RUNS} valid and ${RUNS} invalid inputs reach the handlers, no 5xx, every error is { error: { code, message, fields? } }`,
    async (_name, route) => {
      const inputs = inputsOf(route);
      const statuses: Record<keyof Fuzz<Input>, number[]> = { valid: [], invalid: [] };
      for (const kind of ["valid", "invalid"] as const) {
        await fc.assert(
          fc.asyncProperty(inputs[kind], async (input) => {
            const res = await send(port, route, input);
            statuses[kind].push(res.status);
            check(route, input, res, `in-process ${kind}`);
          }),
          fcOptions(RUNS),
        );
      }
      expect(statuses.valid.length).toBeGreaterThanOrEqual(MIN_RUNS);
      expect(statuses.invalid.length).toBeGreaterThanOrEqual(MIN_RUNS);
      // A fuzz whose caller only ever hears 401 tests the gate, not the handlers.
      expect(
        statuses.valid.filter((status) => status !== 401),
        `${route.as ?? "the admin"} was refused every time`,
      ).not.toEqual([]);
    },
    // A safety net for a hung request only: the run is counted, not timed.
    2 * RUNS * REQUEST_TIMEOUT_MS,
  );

  // Every route with a path id, with every malformed id, all at once: the Admin SDK takes seconds
  // to give up on an id Firestore refuses, so one at a time would not fit the time budget.
  it(
    "refuses every malformed path id on every route without a 5xx",
    async () => {
      const cases = FUZZED.filter((r) => r.params).flatMap((route) =>
        MALFORMED_IDS.map((id) => ({ route, id })),
      );
      // By route: the malformed ids that broke a property, with the first answer's status.
      const failures = new Map<string, string[]>();
      await eachLimit(cases, 48, async ({ route, id }) => {
        const params = Object.fromEntries(Object.keys(route.params!).map((k) => [k, id]));
        const body = route.method === "GET" || route.method === "DELETE" ? undefined : {};
        const input: Input = { params, query: [], body };
        let status = "no answer";
        try {
          const res = await send(port, route, input);
          status = String(res.status);
          check(route, input, res, "in-process");
        } catch {
          const ids = failures.get(routeName(route)) ?? [];
          ids.push(`${id.length > 24 ? `${id.slice(0, 6)}…(${id.length})` : id}→${status}`);
          failures.set(routeName(route), ids);
        }
      });
      expect([...failures].map(([route, ids]) => `${route}: ${ids.join(" ")}`).sort()).toEqual([]);
    },
    4 * REQUEST_TIMEOUT_MS,
  );
});

/**
 * The same input as the emulators pass it on to the function: they answer broken JSON, other
 * content types and broken percent-escapes themselves, and resolve dot segments (see the top).
 */
function reachesTheFunction(input: Input): Input {
  const safeSegment = (s: string) => {
    try {
      decodeURIComponent(s);
    } catch {
      return encodePart(s);
    }
    return /^(\.|\.\.|%2E|%2E%2E)$/i.test(s) ? "fuzz-dot" : s;
  };
  const params = Object.fromEntries(Object.entries(input.params).map(([k, v]) => [k, safeSegment(v)]));
  const query: Query = input.query.map(([k, v]) => [k, v instanceof Raw ? v.text : v]);
  let body = input.body;
  const raw = input.body;
  if (raw instanceof RawBody) {
    let json = true;
    try {
      JSON.parse(raw.text);
    } catch {
      json = false;
    }
    const kept = raw.contentType === "text/csv" || (json && raw.contentType === "application/json");
    body = kept ? raw : {};
  } else if (typeof raw !== "object" || raw === null) {
    // A top-level JSON primitive too: the emulator's parser is strict.
    body = raw === undefined ? undefined : {};
  }
  return { params, query, body };
}

describe("API fuzzing (through Hosting and the functions emulator)", () => {
  it(
    "no 5xx and every error keeps its shape, over every route",
    async () => {
      // The route by index, so that a counterexample prints the input and not the arbitraries.
      const indexAndInput = fc
        .integer({ min: 0, max: FUZZED.length - 1 })
        .chain((i) => inputOf(FUZZED[i]!).map((input) => ({ route: routeName(FUZZED[i]!), input })));
      await fc.assert(
        fc.asyncProperty(indexAndInput, async ({ route: name, input }) => {
          const route = FUZZED.find((r) => routeName(r) === name)!;
          const reaching = reachesTheFunction(input);
          check(route, reaching, await send(HOSTING_PORT, route, reaching), "hosting");
        }),
        fcOptions(HOSTING_RUNS),
      );
    },
    HOSTING_RUNS * REQUEST_TIMEOUT_MS,
  );
});
