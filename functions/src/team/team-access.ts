import { getAuth, type UserRecord } from "firebase-admin/auth";
import { accountStates } from "../auth/session-validity";
import { addAudit, updatedFields } from "../lib/audit";
import { collections } from "../lib/collections";
import { db } from "../lib/firestore";
import type { HandlerContext } from "../lib/handler-context";
import { conflict } from "../lib/http-error";
import type { TeamMember, TeamRole } from "../shared/team.schema";
import { syncAccountStatus } from "../users/account-status";
import { privateProfileRef, writeTeamState } from "../users/users.repository";
import {
  accountsOf,
  isUnusedInvitation,
  readTeamMember,
  syncTeamMirror,
  syncTeamMirrorOf,
  teamAccount,
} from "./team.repository";

/** What a team change sets: a role, or whether the account is disabled. */
export type AccessChange = { role: TeamRole } | { disabled: boolean };

interface Access {
  role: unknown;
  disabled: boolean;
}

/**
 * The last-admin rule: a change that would leave the school without an active admin (enabled,
 * and past their invitation) is refused, so somebody can always manage the team. Returns why, with
 * the field it is about, or null when the change may go ahead. Pure.
 */
export function lastAdminRefusal(
  uid: string,
  before: Access,
  after: Access,
  activeAdmins: readonly string[],
): { message: string; field: "role" | "disabled" } | null {
  const wasCounted = activeAdmins.includes(uid);
  const staysAdmin = after.role === "admin" && !after.disabled;
  if (!wasCounted || staysAdmin) return null;
  if (activeAdmins.some((other) => other !== uid)) return null;
  return before.role === "admin" && after.role !== "admin"
    ? { field: "role", message: "This is the last active admin. Make someone else an admin first." }
    : {
        field: "disabled",
        message: "The last active admin cannot be disabled. Make someone else an admin first.",
      };
}

/**
 * Admins counted by the rule, read inside the transaction: the mirror decides who is an enabled
 * admin (every change writes it in a transaction, so two changes at once cannot both see the
 * other admin), Auth says who is past their invitation (that only ever goes one way).
 */
async function activeAdminsIn(tx: FirebaseFirestore.Transaction): Promise<string[]> {
  const admins = await tx.get(collections.userProfiles.col().where("role", "==", "admin"));
  const enabled = admins.docs.filter((d) => d.get("disabled") !== true).map((d) => d.id);
  const accounts = await accountsOf(enabled);
  return enabled.filter((uid) => {
    const user = accounts.get(uid);
    // An account disabled in Auth outside the API does not count either.
    return user !== undefined && !user.disabled && !isUnusedInvitation(user);
  });
}

/**
 * Changes a team member's role or disables/enables them (PATCH /api/team/:id/role,
 * POST /api/team/:id/disable|enable). The mirror is written in a transaction that checks the
 * last-admin rule, then Auth follows: a new role claim or the disabled flag, and the refresh tokens
 * revoked, so `authenticate` refuses the person's sessions within its check time (≤ 60 s).
 */
export async function changeTeamAccess(
  ctx: HandlerContext,
  uid: string,
  change: AccessChange,
): Promise<TeamMember> {
  const user = await teamAccount(uid);
  await syncTeamMirror(user);
  // The acting admin counts for the rule even if their account predates the mirror.
  if (uid !== ctx.actor.sub) await syncTeamMirrorOf(ctx.actor.sub);

  const ref = privateProfileRef(uid);
  const before = await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const current: Access = {
      role: snap.get("role") ?? user.customClaims?.role,
      disabled: snap.get("disabled") === true,
    };
    const next: Access = { ...current, ...change };
    const refusal = lastAdminRefusal(uid, current, next, await activeAdminsIn(tx));
    if (refusal) throw conflict(refusal.message, { [refusal.field]: refusal.message });
    const state = "role" in change ? { role: change.role } : { disabled: change.disabled };
    writeTeamState(tx, uid, state, updatedFields(ctx.actor));
    addAudit(tx, ctx.actor, {
      action: "role" in change ? "team.role" : change.disabled ? "team.disable" : "team.enable",
      resource: "users",
      resourceId: uid,
      details: "role" in change ? { from: current.role, to: change.role } : { email: user.email ?? null },
    });
    return current;
  });

  await applyToAuth(user, change, before);
  return readTeamMember(await getAuth().getUser(uid));
}

/** Makes Auth match the mirror; changing anything that ends sessions also revokes refresh tokens. */
async function applyToAuth(user: UserRecord, change: AccessChange, before: Access) {
  const auth = getAuth();
  if ("role" in change) {
    // Applied even when the mirror had it already: a retry after a failed Auth call must finish.
    await auth.setCustomUserClaims(user.uid, { ...user.customClaims, role: change.role });
    if (before.role !== change.role || user.customClaims?.role !== change.role)
      await auth.revokeRefreshTokens(user.uid);
  } else {
    await auth.updateUser(user.uid, { disabled: change.disabled });
    if (change.disabled) await auth.revokeRefreshTokens(user.uid);
  }
  // This instance sees the change at once; the others within their cache time. The rules see it
  // at once too: they read the account status on every direct Firestore and Storage request.
  accountStates.invalidate(user.uid);
  await syncAccountStatus(user.uid);
}
