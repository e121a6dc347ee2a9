import { z } from "zod";
import { docIdSchema, uidSchema } from "./id.schema";
import { accountEmail, requiredText } from "./text-fields.schema";

/**
 * A guardian's access to one student, as the student's record shows it:
 * - invited: the invitation is out; the guardian has not signed in to the app since;
 * - active: they have, and may act for the student in the app;
 * - revoked: staff withdrew the invitation or unlinked them (kept for the record, never listed).
 */
export const GUARDIAN_ACCESS_STATUSES = ["invited", "active", "revoked"] as const;
export type GuardianAccessStatus = (typeof GUARDIAN_ACCESS_STATUSES)[number];

/** A guardian on a student's record (GET /api/students/:id/guardians). */
export interface StudentGuardian {
  guardianUid: string;
  email: string;
  displayName: string;
  status: Exclude<GuardianAccessStatus, "revoked">;
  /** ISO times: the latest invitation, and when they first used it (null while invited). */
  invitedAt: string | null;
  acceptedAt: string | null;
}

/** POST /api/students/:id/guardians: invite a guardian by email. */
export const inviteGuardianSchema = z
  .object({
    email: accountEmail("Enter the guardian's email address."),
    displayName: requiredText("Enter the guardian's name.", 80),
  })
  .strict();
export type InviteGuardianFields = z.output<typeof inviteGuardianSchema>;

export const studentGuardianParamsSchema = z.object({ id: docIdSchema, guardianUid: uidSchema });

/** GET/PATCH /api/me/message-preferences (guardians, for the chosen child). */
export const messagePreferencesSchema = z
  .object({ staffMessagesOff: z.boolean({ error: "On or off." }) })
  .strict();
export const myMessagePreferencesSchema = z.object({
  studentId: z.string(),
  /** Staff cannot open a direct conversation with the child; the support inbox stays open. */
  staffMessagesOff: z.boolean(),
});
export type MessagePreferences = z.output<typeof myMessagePreferencesSchema>;
