import { acceptGuardianInvites, childrenOf } from "../guardians/guardians.repository";
import { afterGuardianLinksChanged } from "../guardians/guardian-access";
import type { AppAccountContext, HandlerArgs } from "../lib/handler-context";
import { generalSettingsRef } from "../lib/school-settings";
import { settingsFromDocument } from "../lib/settings-document";
import type { Me, MySchool } from "../shared/me-profile.schema";
import { WEEK_START_DAY } from "../shared/settings.schema";
import { publicProfileRef } from "../users/users.repository";
import { myStudentOf } from "./get-my-profile.handler";

/** The school as the app shows it (its logo's URL is stored beside the settings by the API). */
async function mySchool(): Promise<MySchool> {
  const data = (await generalSettingsRef().get()).data() ?? {};
  const { school } = settingsFromDocument(data);
  return {
    name: school.name,
    logoUrl: school.logoPath && typeof data.logoURL === "string" ? data.logoURL : null,
    timeZone: school.timeZone,
    dateFormat: school.dateFormat,
    weekStartsOn: WEEK_START_DAY[school.weekStartsOn],
  };
}

/**
 * `GET /api/me`: who is signed in, their school, and the record the app shows: a student's own,
 * or for a guardian the child named in `X-Student-Id` (none yet: null) and every linked child.
 */
export async function getMe({ ctx }: HandlerArgs<Record<string, never>, AppAccountContext>): Promise<Me> {
  const uid = ctx.actor.sub;
  const guardian = ctx.actor.role === "guardian";
  // A guardian's first visit after an invitation accepts it (and joins the child's chats).
  if (guardian) {
    const accepted = await acceptGuardianInvites(uid, ctx.now);
    if (accepted.length > 0) await afterGuardianLinksChanged(uid, accepted);
  }
  const [profile, school, student, children] = await Promise.all([
    publicProfileRef(uid).get(),
    mySchool(),
    ctx.student ? myStudentOf(ctx.student) : null,
    guardian ? childrenOf(uid) : [],
  ]);
  const photoURL = profile.get("photoURL");
  return {
    kind: guardian ? "guardian" : "student",
    uid,
    displayName: String(profile.get("displayName") || ctx.actor.name || ctx.actor.email || ""),
    photoURL: typeof photoURL === "string" ? photoURL : null,
    school,
    student,
    children,
  };
}
