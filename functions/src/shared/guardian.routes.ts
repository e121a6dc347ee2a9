import { z } from "zod";
import { idParamsSchema } from "./id.schema";
import { data, defineRoutes, typed } from "./route-contract";
import { inviteGuardianSchema, studentGuardianParamsSchema, type StudentGuardian } from "./guardian.schema";

const guardian = typed<StudentGuardian>("A guardian's access to a student.");

/** /api/students/:id/guardians: guardian accounts on a student's record, for console roles. */
export const studentGuardianRoutes = defineRoutes(
  { base: "/students/:id/guardians", tag: "Guardians", callers: ["admin", "staff"] },
  {
    list: {
      method: "GET",
      path: "/",
      summary: "The student's guardians (invited and active)",
      params: idParamsSchema,
      answer: data(typed<StudentGuardian[]>("The student's guardians.")),
    },
    invite: {
      method: "POST",
      path: "/",
      summary: "Invite a guardian by email (an existing guardian account is linked)",
      params: idParamsSchema,
      body: inviteGuardianSchema,
      answer: data(guardian, 201),
    },
    resend: {
      method: "POST",
      path: "/:guardianUid/invite",
      summary: "Send a guardian's invitation again",
      params: studentGuardianParamsSchema,
      answer: data(guardian),
    },
    remove: {
      method: "DELETE",
      path: "/:guardianUid",
      summary: "Revoke a guardian's invitation, or unlink an active guardian",
      params: studentGuardianParamsSchema,
      answer: data(z.object({ removed: z.string(), was: z.enum(["invited", "active"]) })),
    },
  },
);
