import { logger } from "firebase-functions";
import { addAudit, createdFields, updatedFields } from "../lib/audit";
import { db } from "../lib/firestore";
import type { HandlerArgs } from "../lib/handler-context";
import { badRequest, forbidden } from "../lib/http-error";
import { privateProfileRef } from "../users/users.repository";
import { CONSOLE_ROLES, type Role } from "../shared/roles";
import { forgetSchoolSettings, generalSettingsRef } from "../lib/school-settings";
import { removeStoredFile, uploadedImageUrl } from "../lib/stored-files";
import { settingsDocument, settingsFromDocument } from "../lib/settings-document";
import type { Settings, SettingsView } from "../shared/settings.schema";
import { recountStudents } from "../students/student-counts.repository";
import { getSettings } from "./get-settings.handler";
import { fieldChanges } from "../lib/field-changes";

/**
 * PUT /api/settings (admins). Writes only the stored fields that changed, with an audit entry
 * holding each changed field's before and after; an unchanged save writes nothing. Other
 * instances pick the change up within their cache's minute (lib/school-settings.ts). A new logo
 * must be an uploaded image; the one it replaces is removed from Storage after the save.
 */
export async function updateSettings({ ctx, input }: HandlerArgs<Settings>): Promise<SettingsView> {
  if (ctx.actor.role !== "admin") throw forbidden("Only administrators can change the settings.");
  // The second adult of minors' conversations must be a current staff member or admin.
  const secondAdult = input.safeguarding?.secondAdultUid;
  if (secondAdult) {
    const profile = await privateProfileRef(secondAdult).get();
    if (!CONSOLE_ROLES.includes(profile.get("role") as Role) || profile.get("disabled") === true)
      throw badRequest("The second adult must be a current staff member.", {
        "safeguarding.secondAdultUid": "Choose a current staff member.",
      });
  }
  const ref = generalSettingsRef();
  // The logo's URL is made from the uploaded file before the transaction (which may run again).
  const { logoPath } = input.school;
  const logoURL = logoPath ? await uploadedImageUrl(logoPath, "school.logoPath") : null;
  let replacedLogo: string | null = null;
  let zoneChanged = false;
  await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const before = settingsFromDocument(snap.data() ?? {});
    const changes = fieldChanges(before, input);
    replacedLogo = null;
    zoneChanged = before.school.timeZone !== input.school.timeZone;
    if (Object.keys(changes).length === 0 && snap.exists) return;
    const stored = {
      ...settingsDocument(input),
      ...(logoPath !== undefined && { logoURL }),
    };
    if (logoPath !== undefined && before.school.logoPath !== logoPath)
      replacedLogo = before.school.logoPath ?? null;
    const previous = snap.data() ?? {};
    const changed = Object.fromEntries(
      Object.entries(stored).filter(([k, v]) => JSON.stringify(previous[k]) !== JSON.stringify(v)),
    );
    tx.set(
      ref,
      { ...changed, ...(snap.exists ? updatedFields(ctx.actor) : createdFields(ctx.actor)) },
      { merge: true },
    );
    addAudit(tx, ctx.actor, {
      action: "settings.update",
      resource: "settings",
      resourceId: ref.id,
      details: { fields: Object.keys(changes), changes },
    });
  });
  forgetSchoolSettings();
  await removeStoredFile(replacedLogo);
  // The stored student counts file leavers under months of the zone they were cut in; until they
  // are cut again the dashboard counts instead (student-counts.ts), so a failure here is logged.
  if (zoneChanged)
    await recountStudents(input.school.timeZone).catch((err: unknown) =>
      logger.error("Student counts not rebuilt after the time zone changed", { err }),
    );
  return getSettings({ ctx, input: {} });
}
