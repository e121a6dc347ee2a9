import type { HandlerArgs, StudentContext } from "../lib/handler-context";
import { studentListQuery } from "../lib/ordered-content";
import type { StudentLink } from "../shared/link.schema";

export const MY_LINKS_MAX = 200;

/** `GET /api/me/links`: the links shown to everyone or the student's groups, in order. */
export async function listMyLinks({
  ctx,
}: HandlerArgs<Record<string, never>, StudentContext>): Promise<StudentLink[]> {
  const snap = await studentListQuery("links", ctx.student)
    .select("title", "url", "category", "description")
    .limit(MY_LINKS_MAX)
    .get();
  return snap.docs.map((d) => ({
    id: d.id,
    title: String(d.get("title")),
    url: String(d.get("url")),
    category: String(d.get("category") ?? ""),
    description: String(d.get("description") ?? ""),
  }));
}
