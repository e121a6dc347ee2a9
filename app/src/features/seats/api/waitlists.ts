import type { MyWaitlists, WaitlistOffer } from "@shared/waitlist.schema";
import { meData } from "@/lib/api-client";
import { useMeData } from "@/lib/use-me-data";

/** `GET /api/me/waitlists`: places in line, open offers, and the groups the family may ask for. */
export const useMyWaitlists = () => useMeData<MyWaitlists>("/waitlists");

/** `POST /api/me/waitlists`: joins a group's line (where the school allows it). */
export const joinWaitlist = (groupId: string) =>
  meData<MyWaitlists>("/waitlists", { method: "POST", body: { groupId } });

/** `POST /api/me/waitlists/offers/:id/accept|decline`: answers an offer (409 once it lapsed). */
export const answerOffer = (id: string, answer: "accept" | "decline") =>
  meData<WaitlistOffer>(`/waitlists/offers/${encodeURIComponent(id)}/${answer}`, { method: "POST" });
