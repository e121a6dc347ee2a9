import { pageOf } from "../lib/cursor";
import type { GroupWithCount } from "../shared/group.schema";
import { GROUPS, listQuery, withCounts } from "./groups.repository";

/** GET /api/groups: groups by name, each with its member count. */
export async function listGroups({ input }: { input: { limit: number; cursor?: string | undefined } }): Promise<{ data: GroupWithCount[]; nextCursor: string | null }> {
  const page = await pageOf(listQuery(), { limit: input.limit, cursor: input.cursor, collection: GROUPS });
  return { data: await withCounts(page.docs), nextCursor: page.nextCursor };
}
