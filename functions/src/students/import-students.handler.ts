import { chunks } from "../lib/chunks";
import { getAuth, type UserImportRecord } from "firebase-admin/auth";
import { FieldValue } from "firebase-admin/firestore";
import { addAudit } from "../lib/audit";
import { collections } from "../lib/collections";
import { db } from "../lib/firestore";
import { HttpError, badRequest } from "../lib/http-error";
import type { HandlerArgs } from "../lib/handler-context";
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  createStudentSchema,
  type ImportReport,
  type ImportRowError,
  type StudentFields,
} from "../shared/student.schema";
import { setAccountStatus, syncAccountStatus } from "../users/account-status";
import { writeProfile } from "../users/users.repository";
import { studentUid } from "./student-account";
import type { CountedStudent } from "./student-counts";
import { recordStudentChanges } from "./student-counts.repository";
import { studentDocument } from "./student-document";
import { csvField, parseCsv, unneutralize, type CsvRow, type NameLookup } from "./students-csv";
import { NOT_ARCHIVED, groupAndProgramNames } from "./students.repository";
import { queueWelcomeIn } from "./welcome-mail-queue";

const students = collections.students;

const REQUIRED_COLUMNS = ["firstName", "lastName", "dateOfBirth"];
/**
 * Students per batch: each is at most 6 writes (student, public and private profile, account
 * status, audit, its queued welcome mail), plus one write of the student counts for the batch:
 * under 500.
 */
const BATCH_STUDENTS = 80;

const tooLarge = (message: string) => new HttpError(413, "payload_too_large", message);

function splitList(value: string | undefined) {
  return (value ?? "")
    .split(/[;|]/)
    .map((v) => v.trim())
    .filter(Boolean);
}

function parseBool(value: string | undefined): boolean | "invalid" {
  const v = (value ?? "").trim().toLowerCase();
  if (["yes", "y", "true", "1"].includes(v)) return true;
  if (["", "no", "n", "false", "0"].includes(v)) return false;
  return "invalid";
}

/** One CSV row -> the create input, or the row's errors. */
export function rowToInput(
  raw: CsvRow,
  row: number,
  groups: NameLookup,
  programs: NameLookup,
): { input?: StudentFields; errors: ImportRowError[] } {
  const cell = (c: string) => unneutralize((raw[c] ?? "").trim());
  const errors: ImportRowError[] = [];
  const resolve = (column: "groups" | "programs", lookup: NameLookup) =>
    splitList(cell(column)).flatMap((name) => {
      const id = lookup.ids.get(name.toLowerCase());
      if (!id)
        errors.push({
          row,
          field: column,
          message: `Unknown ${column === "groups" ? "group" : "program"} "${name}".`,
        });
      return id ? [id] : [];
    });
  const photoConsent = parseBool(cell("photoConsent"));
  if (photoConsent === "invalid") errors.push({ row, field: "photoConsent", message: "Use yes or no." });
  const status = cell("status").toLowerCase() || "active";
  const guardianCells = ["guardianName", "guardianEmail", "guardianPhone", "guardianRelationship"].map(cell);
  const emergencyCells = ["emergencyContactName", "emergencyContactPhone"].map(cell);
  const candidate = {
    firstName: cell("firstName"),
    lastName: cell("lastName"),
    dateOfBirth: cell("dateOfBirth"),
    email: cell("email"),
    phone: cell("phone"),
    status,
    groupIds: [...new Set(resolve("groups", groups))],
    programIds: [...new Set(resolve("programs", programs))],
    guardian: guardianCells.some(Boolean)
      ? {
          name: guardianCells[0],
          email: guardianCells[1],
          phone: guardianCells[2],
          relationship: guardianCells[3],
        }
      : null,
    emergencyContact: emergencyCells.some(Boolean)
      ? { name: emergencyCells[0], phone: emergencyCells[1] }
      : null,
    medicalNotes: cell("medicalNotes"),
    photoConsent: photoConsent === true,
    enrolledAt: cell("enrolledAt") || undefined,
    notes: cell("notes"),
  };
  const parsed = createStudentSchema.safeParse(candidate);
  if (!parsed.success) {
    const seen = new Set<string>();
    for (const issue of parsed.error.issues) {
      const field = csvField(issue.path.map(String).join("."));
      if (field === "status") {
        if (!seen.has(field)) errors.push({ row, field, message: "Use active, waitlist or inactive." });
      } else if (!seen.has(field)) errors.push({ row, field, message: issue.message });
      seen.add(field);
    }
  }
  return errors.length > 0 || !parsed.success ? { errors } : { input: parsed.data, errors };
}

const nameKey = (s: { firstName: string; lastName: string; dateOfBirth: string }) =>
  `${s.firstName.trim().toLowerCase()}|${s.lastName.trim().toLowerCase()}|${s.dateOfBirth}`;

async function mapLimit<T>(items: T[], limit: number, fn: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await fn(items[next++]!);
    }),
  );
}

/** Register students matching the rows: by email, else by name + date of birth (non-archived). */
async function existingMatches(rows: { input: StudentFields }[]) {
  const byEmail = new Map<string, string>();
  const byName = new Map<string, string>();
  const emails = [...new Set(rows.map((r) => r.input.email).filter((e): e is string => Boolean(e)))];
  for (const chunk of chunks(emails, 30)) {
    const snap = await students.col().where("emailLower", "in", chunk).get();
    for (const d of snap.docs)
      if (NOT_ARCHIVED.includes(d.get("status"))) byEmail.set(d.get("emailLower"), d.id);
  }
  const dobs = [...new Set(rows.filter((r) => !r.input.email).map((r) => r.input.dateOfBirth))];
  for (const chunk of chunks(dobs, 30)) {
    const snap = await students.col().where("dateOfBirth", "in", chunk).get();
    for (const d of snap.docs) {
      if (NOT_ARCHIVED.includes(d.get("status")))
        byName.set(
          nameKey({
            firstName: d.get("firstName"),
            lastName: d.get("lastName"),
            dateOfBirth: d.get("dateOfBirth"),
          }),
          d.id,
        );
    }
  }
  return { byEmail, byName };
}

/**
 * Auth accounts the new rows need. An email already used by a staff account, or by a student
 * account still linked to someone on the register, is a row error; an old student account (of an
 * archived student) is taken over.
 */
async function accountPlan(rows: { row: number; id: string; input: StudentFields }[]) {
  const plan = new Map<number, { uid: string; existing: boolean }>();
  const errors: ImportRowError[] = [];
  const withEmail = rows.filter((r) => r.input.email);
  const found = new Map<string, { uid: string; role: unknown }>();
  for (const chunk of chunks(withEmail, 100)) {
    const res = await getAuth().getUsers(chunk.map((r) => ({ email: r.input.email! })));
    for (const u of res.users)
      if (u.email) found.set(u.email.toLowerCase(), { uid: u.uid, role: u.customClaims?.role });
  }
  const linkedUids = new Set<string>();
  const candidateUids = [...found.values()].filter((u) => u.role === "student").map((u) => u.uid);
  for (const chunk of chunks(candidateUids, 30)) {
    const snap = await students.col().where("authUid", "in", chunk).get();
    for (const d of snap.docs) if (NOT_ARCHIVED.includes(d.get("status"))) linkedUids.add(d.get("authUid"));
  }
  for (const r of withEmail) {
    const existing = found.get(r.input.email!);
    if (!existing) plan.set(r.row, { uid: studentUid(r.id), existing: false });
    else if (existing.role !== "student")
      errors.push({ row: r.row, field: "email", message: "This email belongs to a staff account." });
    else if (linkedUids.has(existing.uid))
      errors.push({ row: r.row, field: "email", message: "Another student already uses this email." });
    else plan.set(r.row, { uid: existing.uid, existing: true });
  }
  return { plan, errors };
}

/**
 * POST /api/students/import. Validates every row (the same schema as the form), skips rows that
 * match a student on the register or an earlier row, and, unless it is a dry run, creates the
 * rest in batches with their accounts; their welcome mails are queued with them and go out at a
 * bounded rate (welcome-mail-queue.ts). Re-importing a file creates nothing new.
 */
export async function importStudents({
  ctx,
  input: { csv, dryRun },
}: HandlerArgs<{ csv: string; dryRun: boolean }>): Promise<ImportReport> {
  if (Buffer.byteLength(csv, "utf8") > IMPORT_MAX_BYTES)
    throw tooLarge("The file is larger than 2 MB. Split it into smaller files.");
  const parsed = parseCsv(csv);
  const headers = parsed.meta.fields ?? [];
  const missing = REQUIRED_COLUMNS.filter((c) => !headers.includes(c));
  if (missing.length > 0)
    throw badRequest("The file does not have the columns the template has.", {
      file: `Missing columns: ${missing.join(", ")}. Download the template to see them.`,
    });
  if (parsed.data.length === 0)
    throw badRequest("The file has no rows.", { file: "The file has a header but no students." });
  if (parsed.data.length > IMPORT_MAX_ROWS)
    throw tooLarge(
      `The file has ${parsed.data.length} rows; at most ${IMPORT_MAX_ROWS} can be imported at once.`,
    );

  const { groups, programs } = await groupAndProgramNames();

  const report: ImportReport = {
    dryRun,
    totalRows: parsed.data.length,
    created: 0,
    skipped: [],
    errors: [],
    createdIds: [],
  };
  const valid: { row: number; input: StudentFields }[] = [];
  parsed.data.forEach((raw, index) => {
    const row = index + 2; // the header is row 1
    const result = rowToInput(raw, row, groups, programs);
    if (result.input) valid.push({ row, input: result.input });
    else report.errors.push(...result.errors);
  });

  const { byEmail, byName } = await existingMatches(valid);
  const seenInFile = new Map<string, number>();
  const toCreate: { row: number; id: string; input: StudentFields }[] = [];
  for (const v of valid) {
    const key = v.input.email ? `e:${v.input.email}` : `n:${nameKey(v.input)}`;
    const match = v.input.email ? byEmail.get(v.input.email) : byName.get(nameKey(v.input));
    const earlier = seenInFile.get(key);
    if (match)
      report.skipped.push({
        row: v.row,
        reason: v.input.email
          ? "A student with this email is already on the register."
          : "A student with this name and date of birth is already on the register.",
        studentId: match,
      });
    else if (earlier)
      report.skipped.push({ row: v.row, reason: `Same student as row ${earlier}.`, studentId: null });
    else {
      seenInFile.set(key, v.row);
      toCreate.push({ ...v, id: students.col().doc().id });
    }
  }

  const accounts = await accountPlan(toCreate);
  report.errors.push(...accounts.errors);
  const failed = new Set(accounts.errors.map((e) => e.row));
  let creating = toCreate.filter((r) => !failed.has(r.row));
  report.errors.sort((a, b) => a.row - b.row);
  if (dryRun) {
    report.created = creating.length;
    return report;
  }

  // Accounts first (importUsers takes 1,000 at a time), so no record points at a missing account.
  const newUsers = creating.filter((r) => accounts.plan.get(r.row)?.existing === false);
  for (const chunk of chunks(newUsers, 1000)) {
    const records: UserImportRecord[] = chunk.map((r) => ({
      uid: studentUid(r.id),
      email: r.input.email!,
      displayName: `${r.input.firstName} ${r.input.lastName}`,
      customClaims: { role: "student" },
    }));
    const res = await getAuth().importUsers(records);
    for (const e of res.errors) {
      const r = chunk[e.index]!;
      failed.add(r.row);
      report.errors.push({
        row: r.row,
        field: "email",
        message: `The account could not be created: ${e.error.message}`,
      });
    }
  }
  await mapLimit(
    creating.filter((r) => accounts.plan.get(r.row)?.existing),
    10,
    async (r) => {
      const uid = accounts.plan.get(r.row)!.uid;
      await getAuth().updateUser(uid, {
        disabled: false,
        displayName: `${r.input.firstName} ${r.input.lastName}`,
      });
      // Read back: a re-enabled account keeps its revocation time.
      await syncAccountStatus(uid);
    },
  );
  creating = creating.filter((r) => !failed.has(r.row));

  for (const chunk of chunks(creating, BATCH_STUDENTS)) {
    const batch = db().batch();
    const created: CountedStudent[] = [];
    for (const r of chunk) {
      const uid = accounts.plan.get(r.row)?.uid ?? null;
      const doc = studentDocument({
        id: r.id,
        input: r.input,
        enrolledAt: ctx.now,
        authUid: uid,
        actorUid: ctx.actor.sub,
        at: FieldValue.serverTimestamp(),
      });
      batch.create(students.ref(r.id), doc);
      created.push(doc);
      if (uid) {
        writeProfile(
          batch,
          uid,
          {
            displayName: `${r.input.firstName} ${r.input.lastName}`,
            photoURL: null,
            email: r.input.email,
            role: "student",
            studentId: r.id,
          },
          { status: "Offline", lastSeen: null, isTyping: false },
        );
        if (r.input.email) queueWelcomeIn(batch, { studentId: r.id, uid }, ctx.now);
        // An existing account was synced above; a new one was made just now with this role.
        if (!accounts.plan.get(r.row)?.existing)
          setAccountStatus(batch, uid, {
            exists: true,
            disabled: false,
            role: "student",
            validAfterSeconds: null,
          });
      }
      addAudit(batch, ctx.actor, {
        action: "student.create",
        resource: "students",
        resourceId: r.id,
        details: { name: `${r.input.firstName} ${r.input.lastName}`, source: "import", row: r.row },
      });
    }
    recordStudentChanges(
      batch,
      created.map((doc) => [null, doc] as const),
      null,
    );
    await batch.commit();
    report.created += chunk.length;
    report.createdIds.push(...chunk.map((r) => r.id));
  }

  report.errors.sort((a, b) => a.row - b.row);
  return report;
}
