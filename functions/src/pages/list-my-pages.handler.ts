import type { HandlerArgs, StudentContext } from "../lib/handler-context";
import { studentListQuery } from "../lib/ordered-content";
import type { StudentPageSummary } from "../shared/page.schema";

/** How many pages a student's list holds at most (a school has a handful). */
export const MY_PAGES_MAX = 100;

/** `GET /api/me/pages`: the published pages for everyone or the student's groups, in order. */
export async function listMyPages({
  ctx,
}: HandlerArgs<Record<string, never>, StudentContext>): Promise<StudentPageSummary[]> {
  const snap = await studentListQuery("pages", ctx.student)
    .select("slug", "title", "updatedAt")
    .limit(MY_PAGES_MAX)
    .get();
  return snap.docs.map((d) => ({
    slug: String(d.get("slug")),
    title: String(d.get("title")),
    updatedAt: d.get("updatedAt")?.toDate?.().toISOString() ?? null,
  }));
}
