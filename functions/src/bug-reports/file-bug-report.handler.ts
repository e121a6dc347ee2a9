import { bugReportFiled } from "../notifications/events";
import { addAudit, createdFields } from "../lib/audit";
import { collections } from "../lib/collections";
import { db } from "../lib/firestore";
import type { HandlerArgs, StudentContext } from "../lib/handler-context";
import { badRequest, tooManyRequests } from "../lib/http-error";
import { consumeRateLimitsIn } from "../lib/rate-limit";
import { uploadedImageUrl } from "../lib/stored-files";
import {
  BUG_REPORTS_PER_HOUR,
  type BugScreenshot,
  type CreateBugReportFields,
  type MyBugReport,
} from "../shared/bug-report.schema";
import { STORAGE_FOLDERS } from "../shared/storage-path.schema";
import { bugReportDocument } from "./bug-report-document";
import { bugReportRef, newBugReportRef, studentViewOf } from "./bug-reports.repository";

const HOUR_MS = 3_600_000;

/** The screenshots a student names, each checked to be an image in their own folder. */
async function screenshotsOf(uid: string, paths: string[]): Promise<BugScreenshot[]> {
  const folder = STORAGE_FOLDERS.bugScreenshots(uid);
  paths.forEach((path, i) => {
    if (!path.startsWith(folder))
      throw badRequest("Some fields are not valid.", {
        [`screenshots.${i}`]: "Use a screenshot from your own folder.",
      });
  });
  return Promise.all(
    paths.map(async (path, i) => ({ path, url: await uploadedImageUrl(path, `screenshots.${i}`) })),
  );
}

/**
 * `POST /api/me/bug-reports`: a student files a report, with the context their app captured. At
 * most BUG_REPORTS_PER_HOUR an hour per student: the count and the report commit in one
 * transaction, so a refused report counts nothing and a burst cannot pass the limit.
 */
export async function fileBugReport({
  ctx,
  input,
}: HandlerArgs<CreateBugReportFields, StudentContext>): Promise<MyBugReport> {
  const uid = ctx.actor.sub;
  const screenshots = await screenshotsOf(uid, input.screenshots);
  const ref = newBugReportRef();
  await db().runTransaction(async (tx) => {
    const student = await tx.get(collections.students.ref(ctx.student.id));
    const allowed = await consumeRateLimitsIn(
      tx,
      [{ key: `bug-report:${uid}`, max: BUG_REPORTS_PER_HOUR, windowMs: HOUR_MS }],
      ctx.now.getTime(),
    );
    if (!allowed)
      throw tooManyRequests(
        `You can file at most ${BUG_REPORTS_PER_HOUR} bug reports an hour. Please add to one you have filed, or try again later.`,
      );
    const name = `${student.get("firstName") ?? ""} ${student.get("lastName") ?? ""}`.trim();
    const { screenshots: _paths, ...report } = input;
    const data = bugReportDocument({
      report,
      reporter: { uid, displayName: name || ctx.actor.name || "Student", studentId: ctx.student.id },
      filedAt: ctx.now,
      screenshots,
    });
    tx.create(ref, { ...data, ...createdFields(ctx.actor) });
    addAudit(tx, ctx.actor, {
      action: "bug-report.create",
      resource: "bugReports",
      resourceId: ref.id,
      details: { severity: data.severity, screenshots: screenshots.length },
    });
  });
  await bugReportFiled(ref.id, ctx.now);
  return studentViewOf(await bugReportRef(ref.id).get());
}
