import { FieldValue } from "firebase-admin/firestore";
import { addAudit } from "../lib/audit";
import { fieldChanges } from "../lib/field-changes";
import { db } from "../lib/firestore";
import type { HandlerArgs } from "../lib/handler-context";
import type { SeatsSettings } from "../shared/seats.schema";
import { seatsSettings, seatsSettingsRef } from "./seats-settings";

/** GET /api/settings/seats. */
export async function getSeatsSettings(): Promise<SeatsSettings> {
  return seatsSettings();
}

/** PUT /api/settings/seats (admins): replaces the policy, audited with what changed. */
export async function updateSeatsSettings({
  ctx,
  input,
}: HandlerArgs<SeatsSettings>): Promise<SeatsSettings> {
  const before = await seatsSettings();
  const batch = db().batch();
  batch.set(seatsSettingsRef(), {
    ...input,
    updatedAt: FieldValue.serverTimestamp(),
    updatedBy: ctx.actor.sub,
  });
  addAudit(batch, ctx.actor, {
    action: "settings.seats.update",
    resource: "settings",
    resourceId: "seats",
    details: { changes: fieldChanges(before, input) },
  });
  await batch.commit();
  return seatsSettings();
}
