import { studentGuardianRoutes } from "@shared/guardian.routes";
import type { InviteGuardianFields, StudentGuardian } from "@shared/guardian.schema";
import { useQuery } from "@tanstack/react-query";
import { apiCall } from "@/lib/api-call";
import { routeQueryOptions } from "@/lib/api-query";
import { useRefreshingMutation } from "@/lib/refreshing-mutation";
import { studentKeys } from "./list-students";

const guardianKeys = (id: string) => [...studentKeys.all, "guardians", id] as const;

/** GET /api/students/:id/guardians: invited and active guardian accounts. */
export function useStudentGuardians(studentId: string) {
  return useQuery(
    routeQueryOptions(guardianKeys(studentId), studentGuardianRoutes.list, { params: { id: studentId } }),
  );
}

/** POST /api/students/:id/guardians */
export function useInviteGuardian(studentId: string) {
  return useRefreshingMutation(
    (body: InviteGuardianFields) =>
      apiCall(studentGuardianRoutes.invite, { params: { id: studentId }, body }),
    { stale: () => [guardianKeys(studentId)] },
  );
}

/** POST .../:guardianUid/invite (resend) or DELETE .../:guardianUid (revoke or unlink). */
export function useGuardianAction(studentId: string) {
  return useRefreshingMutation(
    ({
      guardianUid,
      action,
    }: {
      guardianUid: string;
      action: "resend" | "remove";
    }): Promise<StudentGuardian | { removed: string; was: string }> =>
      action === "resend"
        ? apiCall(studentGuardianRoutes.resend, { params: { id: studentId, guardianUid } })
        : apiCall(studentGuardianRoutes.remove, { params: { id: studentId, guardianUid } }),
    { stale: () => [guardianKeys(studentId)] },
  );
}
