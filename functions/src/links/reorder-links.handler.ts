import { addAudit, updatedFields } from "../lib/audit";
import { collections } from "../lib/collections";
import { db } from "../lib/firestore";
import type { HandlerArgs } from "../lib/handler-context";
import { badRequest } from "../lib/http-error";

/**
 * POST /api/links/reorder {ids}: the current links in their new order (drag and drop, or move up
 * and down). Each named link's `order` becomes its position; one audit entry per moved link.
 * Unknown or archived ids are a 400 naming `ids`, and nothing moves.
 */
export async function reorderLinks({
  ctx,
  input,
}: HandlerArgs<{ ids: string[] }>): Promise<{ moved: number }> {
  return db().runTransaction(async (tx) => {
    const snaps = await tx.getAll(...input.ids.map((id) => collections.links.ref(id)));
    const bad = snaps.filter((s) => !s.exists || s.get("archived") === true).map((s) => s.id);
    if (bad.length > 0)
      throw badRequest("Some fields are not valid.", {
        ids: `Unknown or archived links: ${bad.join(", ")}.`,
      });
    let moved = 0;
    snaps.forEach((snap, order) => {
      const before: unknown = snap.get("order");
      if (before === order) return;
      moved += 1;
      tx.update(snap.ref, { order, ...updatedFields(ctx.actor) });
      addAudit(tx, ctx.actor, {
        action: "link.move",
        resource: "links",
        resourceId: snap.id,
        details: { title: snap.get("title"), from: before, to: order },
      });
    });
    return { moved };
  });
}
