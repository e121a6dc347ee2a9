import { seatRoutes } from "@shared/seats.routes";
import { useQuery } from "@tanstack/react-query";
import { apiCall } from "@/lib/api-call";
import { routeQueryOptions } from "@/lib/api-query";
import { useRefreshingMutation } from "@/lib/refreshing-mutation";

const creditKeys = (studentId: string) => ["seats", "credits", studentId] as const;

/** GET /api/seats/credits?studentId: a student's make-up credits, soonest expiry first. */
export function useStudentCredits(studentId: string) {
  return useQuery(
    routeQueryOptions([...creditKeys(studentId)], seatRoutes.credits, { query: { studentId } }),
  );
}

/** POST /api/seats/credits: a credit issued by hand, with a reason. */
export function useIssueCredit(studentId: string) {
  return useRefreshingMutation(
    (body: { programId: string; validityDays?: number | undefined; reason: string }) =>
      apiCall(seatRoutes.issueCredit, { body: { ...body, studentId } }),
    { stale: () => [creditKeys(studentId)], settleAfterRefresh: true },
  );
}

/** POST /api/seats/credits/:id/extend or /void, each with a reason. */
export function useChangeCredit(studentId: string) {
  return useRefreshingMutation(
    ({ id, change }: { id: string; change: { days: number; reason: string } | { reason: string } }) =>
      "days" in change
        ? apiCall(seatRoutes.extendCredit, { params: { id }, body: change })
        : apiCall(seatRoutes.voidCredit, { params: { id }, body: change }),
    { stale: () => [creditKeys(studentId)], settleAfterRefresh: true },
  );
}
