import type { HandlerArgs, StudentContext } from "../lib/handler-context";
import { notFound } from "../lib/http-error";
import { audienceKeysOf } from "../lib/student-audience";
import type { StudentPage } from "../shared/page.schema";
import { bySlugQuery } from "./pages.repository";

/**
 * `GET /api/me/pages/:slug`: one page the student may read. A draft, archived or other group's
 * page is the same 404 as no page, so nothing tells a student it exists.
 */
export async function getMyPage({
  ctx,
  input,
}: HandlerArgs<{ slug: string }, StudentContext>): Promise<StudentPage> {
  const keys = new Set(audienceKeysOf(ctx.student));
  const snap = await bySlugQuery(input.slug).get();
  const doc = snap.docs.find((d) => ((d.get("readerKeys") ?? []) as string[]).some((k) => keys.has(k)));
  if (!doc) throw notFound("No such page.");
  return {
    slug: String(doc.get("slug")),
    title: String(doc.get("title")),
    body: String(doc.get("body")),
    updatedAt: doc.get("updatedAt")?.toDate?.().toISOString() ?? null,
  };
}
