import { consoleRouter } from "../api/route-table-router";
import { studentGuardianRoutes } from "../shared/guardian.routes";
import { inviteGuardian } from "./invite-guardian.handler";
import { listStudentGuardians } from "./list-student-guardians.handler";
import { removeGuardian } from "./remove-guardian.handler";
import { resendGuardianInvite } from "./resend-guardian-invite.handler";

/** /api/students/:id/guardians: the handlers of `studentGuardianRoutes`. */
export function studentGuardiansRouter() {
  return consoleRouter(studentGuardianRoutes, {
    list: listStudentGuardians,
    invite: inviteGuardian,
    resend: resendGuardianInvite,
    remove: removeGuardian,
  });
}
