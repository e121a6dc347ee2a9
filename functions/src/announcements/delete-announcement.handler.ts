import { deleteWithAudit } from "../lib/audited-write";
import type { HandlerArgs } from "../lib/handler-context";
import { conflict, forbidden } from "../lib/http-error";

/** Permanent delete (admin, confirmed in the console): only what is archived already. */
export async function deleteAnnouncement({ ctx, input: { id } }: HandlerArgs<{ id: string }>): Promise<void> {
  // The route is admin-only as well; the handler keeps the rule wherever it is called from.
  if (ctx.actor.role !== "admin") throw forbidden("Only admins can delete announcements permanently.");
  const target = { collection: "announcements", id, missing: "This announcement does not exist." } as const;
  await deleteWithAudit(ctx.actor, target, (snap) => {
    if (snap.get("archived") !== true)
      throw conflict("Archive this announcement before deleting it permanently.");
    return { action: "announcement.delete", details: { title: snap.get("title") } };
  });
}
