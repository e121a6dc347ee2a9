import { collections } from "../lib/collections";
import { cursorScope, pageOf, type ListPage } from "../lib/cursor";
import type { HandlerArgs } from "../lib/handler-context";
import type { GroupWithCount } from "../shared/group.schema";
import { listQuery, withCounts } from "./groups.repository";

/** GET /api/groups: groups by name, each with its member count. */
export async function listGroups({
  ctx,
  input,
}: HandlerArgs<{ limit: number; cursor?: string | undefined }>): Promise<ListPage<GroupWithCount>> {
  const page = await pageOf(listQuery(), {
    limit: input.limit,
    cursor: input.cursor,
    collection: collections.groups.name,
    scope: cursorScope("groups", ctx.actor.sub, input),
  });
  return { data: await withCounts(page.docs), nextCursor: page.nextCursor };
}
