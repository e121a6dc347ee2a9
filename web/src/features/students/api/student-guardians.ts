import type { StudentGuardian } from "@shared/guardian.schema";
import { useQuery } from "@tanstack/react-query";
import { apiData } from "@/lib/api-client";
import { apiQueryOptions } from "@/lib/api-query";
import { useRefreshingMutation } from "@/lib/refreshing-mutation";
import { studentKeys } from "./list-students";

const base = (id: string) => `/students/${encodeURIComponent(id)}/guardians`;
const guardianKeys = (id: string) => [...studentKeys.all, "guardians", id] as const;

/** GET /api/students/:id/guardians: invited and active guardian accounts. */
export function useStudentGuardians(studentId: string) {
  return useQuery(apiQueryOptions<StudentGuardian[]>(guardianKeys(studentId), base(studentId)));
}

/** POST /api/students/:id/guardians */
export function useInviteGuardian(studentId: string) {
  return useRefreshingMutation(
    (body: { email: string; displayName: string }) =>
      apiData<StudentGuardian>(base(studentId), { method: "POST", body }),
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
        ? apiData<StudentGuardian>(`${base(studentId)}/${encodeURIComponent(guardianUid)}/invite`, {
            method: "POST",
          })
        : apiData<{ removed: string; was: string }>(`${base(studentId)}/${encodeURIComponent(guardianUid)}`, {
            method: "DELETE",
          }),
    { stale: () => [guardianKeys(studentId)] },
  );
}
