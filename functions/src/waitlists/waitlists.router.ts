import { consoleRouter, studentRouter } from "../api/route-table-router";
import { myWaitlistRoutes, waitlistRoutes } from "../shared/waitlist.routes";
import {
  acceptOffer,
  declineOffer,
  getMyWaitlists,
  joinMyWaitlist,
  leaveMyWaitlist,
} from "./my-waitlists.handler";
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
  return studentRouter(myWaitlistRoutes, {
    get: getMyWaitlists,
    join: joinMyWaitlist,
    accept: acceptOffer,
    decline: declineOffer,
    leave: leaveMyWaitlist,
  });
}
