import { Router } from "express";
import { consoleRouter } from "../api/route-table-router";
import { fromBody, noInput, pathId, studentRoute } from "../api/data-route";
import { waitlistRoutes } from "../shared/waitlist.routes";
import { joinWaitlistSchema } from "../shared/waitlist.schema";
import { acceptOffer, declineOffer, getMyWaitlists, joinMyWaitlist } from "./my-waitlists.handler";
import {
  addEntry,
  getGroupWaitlist,
  offerByHand,
  pauseWaitlist,
  removeFromWaitlist,
  reorderWaitlist,
  skipOffer,
} from "./staff-waitlist.handler";

/** /api/waitlists: the handlers of `waitlistRoutes`. */
export function waitlistsRouter() {
  return consoleRouter(waitlistRoutes, {
    get: getGroupWaitlist,
    add: addEntry,
    reorder: reorderWaitlist,
    remove: removeFromWaitlist,
    pause: pauseWaitlist,
    skip: skipOffer,
    offer: offerByHand,
  });
}

/** /api/me/waitlists: the app's side (the student, or the child a guardian chose). */
export function myWaitlistsRouter() {
  const router = Router();
  router.get("/", studentRoute(getMyWaitlists, noInput));
  router.post("/", studentRoute(joinMyWaitlist, fromBody(joinWaitlistSchema), 201));
  router.post("/offers/:id/accept", studentRoute(acceptOffer, pathId));
  router.post("/offers/:id/decline", studentRoute(declineOffer, pathId));
  return router;
}
