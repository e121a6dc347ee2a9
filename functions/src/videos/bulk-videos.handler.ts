import { addAudit, updatedFields } from "../lib/audit";
import { assertExist } from "../lib/collections";
import { db } from "../lib/firestore";
import type { HandlerArgs } from "../lib/handler-context";
import { badRequest } from "../lib/http-error";
import type { BulkVideosInput, BulkVideosResult } from "../shared/video.schema";
import { videoSortKey, weekReleaseAt } from "./video-document";
import { placeOf, programTerm, videoRef } from "./videos.repository";

/**
 * POST /api/videos/bulk: publish, unpublish, move to a week, archive or restore chosen videos, in
 * one transaction with an audit entry each (the console's undo of an archive is a restore). Every
 * id must name a video; a move must fit each video's program term, or nothing moves.
 */
export async function bulkVideos({ ctx, input }: HandlerArgs<BulkVideosInput>): Promise<BulkVideosResult> {
  const ids = [...new Set(input.ids)];
  await assertExist("videos", ids, "ids");
  return db().runTransaction(async (tx) => {
    const snaps = await tx.getAll(...ids.map((id) => videoRef(id)));
    const updated: string[] = [];
    const programs = new Map<string, Awaited<ReturnType<typeof programTerm>>>();
    if (input.action === "move") {
      for (const programId of new Set(snaps.map((s) => String(s.get("programId") ?? "")))) {
        const program = await programTerm(programId, tx).catch(() => {
          throw badRequest("Some fields are not valid.", { ids: `A video's program no longer exists.` });
        });
        if (input.week! > program.weeks)
          throw badRequest("Some fields are not valid.", {
            week: `${program.name} has ${program.weeks} weeks: choose week 1 to ${program.weeks}.`,
          });
        programs.set(programId, program);
      }
    }
    for (const snap of snaps) {
      if (!snap.exists) continue; // deleted between the check and the transaction
      const fields = await changeOf(snap, input, programs);
      if (!fields) continue;
      tx.update(snap.ref, { ...fields, ...updatedFields(ctx.actor) });
      addAudit(tx, ctx.actor, {
        action: `video.${input.action}`,
        resource: "videos",
        resourceId: snap.id,
        details: {
          bulk: true,
          title: String(snap.get("title") ?? ""),
          ...(input.week ? { week: input.week } : {}),
        },
      });
      updated.push(snap.id);
    }
    return { action: input.action, updated };
  });
}

/** What the action writes to one video, or null when it is already so. */
async function changeOf(
  snap: FirebaseFirestore.DocumentSnapshot,
  input: BulkVideosInput,
  programs: Map<string, Awaited<ReturnType<typeof programTerm>>>,
): Promise<Record<string, unknown> | null> {
  const archived = snap.get("archived") === true;
  const status = snap.get("status");
  switch (input.action) {
    case "publish":
      return status === "published" ? null : { status: "published" };
    case "unpublish":
      return status === "draft" ? null : { status: "draft" };
    case "archive":
      return archived ? null : { archived: true };
    case "restore":
      return archived ? { archived: false } : null;
    case "move": {
      const week = input.week!;
      if (snap.get("week") === week) return null;
      const program = programs.get(String(snap.get("programId")))!;
      const place = await placeOf(program);
      return {
        week,
        sortKey: videoSortKey(program.id, week, String(snap.get("title") ?? "")),
        ...(snap.get("releaseOverridden") === true
          ? {}
          : { releaseAt: weekReleaseAt(place.programStart, week, place.timeZone) }),
      };
    }
  }
}
