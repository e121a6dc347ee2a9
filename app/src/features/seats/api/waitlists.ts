import { myWaitlistRoutes } from "@shared/waitlist.routes";
import { apiCall } from "@/lib/api-call";
import { useMeData } from "@/lib/use-me-data";

/** `GET /api/me/waitlists`: places in line, open offers, and the groups the family may ask for. */
export const useMyWaitlists = () => useMeData(myWaitlistRoutes.get, {});

/** `POST /api/me/waitlists`: joins a group's line (where the school allows it). */
export const joinWaitlist = (groupId: string) => apiCall(myWaitlistRoutes.join, { body: { groupId } });

/** `POST /api/me/waitlists/offers/:id/accept|decline`: answers an offer (409 once it lapsed). */
export const answerOffer = (id: string, answer: "accept" | "decline") =>
  apiCall(myWaitlistRoutes[answer], { params: { id } });

/** `DELETE /api/me/waitlists/:id`: leaves a group's line (an open offer there is declined). */
export const leaveWaitlist = (groupId: string) =>
  apiCall(myWaitlistRoutes.leave, { params: { id: groupId } });
