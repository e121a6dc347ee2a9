import { idParamsSchema } from "./id.schema";
import { data, defineRoutes } from "./route-contract";
import {
  addToWaitlistSchema,
  groupWaitlistSchema,
  joinWaitlistSchema,
  myWaitlistsSchema,
  waitlistOfferSchema,
  offerByHandSchema,
  pauseWaitlistSchema,
  removeFromWaitlistSchema,
  reorderWaitlistSchema,
  skipOfferSchema,
} from "./waitlist.schema";

/** /api/waitlists/:id (a group's id): a group's waitlist and its offers, for console roles. */
export const waitlistRoutes = defineRoutes(
  { base: "/waitlists", tag: "Waitlists", callers: ["admin", "staff"] },
  {
    get: {
      method: "GET",
      path: "/:id",
      summary: "A group's waitlist in order, and its offer chain",
      params: idParamsSchema,
      answer: data(groupWaitlistSchema),
    },
    add: {
      method: "POST",
      path: "/:id/entries",
      summary: "Put a student at the end of a group's waitlist",
      params: idParamsSchema,
      body: addToWaitlistSchema,
      answer: data(groupWaitlistSchema, 201),
    },
    reorder: {
      method: "POST",
      path: "/:id/reorder",
      summary: "Move a student to another place in line, with a reason",
      params: idParamsSchema,
      body: reorderWaitlistSchema,
      answer: data(groupWaitlistSchema),
    },
    remove: {
      method: "POST",
      path: "/:id/remove",
      summary: "Take a student off the waitlist, with a reason",
      params: idParamsSchema,
      body: removeFromWaitlistSchema,
      answer: data(groupWaitlistSchema),
    },
    pause: {
      method: "POST",
      path: "/:id/pause",
      summary: "Pause or resume the group's offers, with a reason",
      params: idParamsSchema,
      body: pauseWaitlistSchema,
      answer: data(groupWaitlistSchema),
    },
    skip: {
      method: "POST",
      path: "/:id/skip",
      summary: "Withdraw the open offer and offer the place to the next in line",
      params: idParamsSchema,
      body: skipOfferSchema,
      answer: data(groupWaitlistSchema),
    },
    offer: {
      method: "POST",
      path: "/:id/offer",
      summary: "Offer a free place to a student on the list by hand",
      params: idParamsSchema,
      body: offerByHandSchema,
      answer: data(groupWaitlistSchema),
    },
  },
);

/** /api/me/waitlists: the family's side (the student, or the child a guardian chose). */
export const myWaitlistRoutes = defineRoutes(
  { base: "/me/waitlists", tag: "Me", callers: ["student", "guardian"] },
  {
    get: {
      method: "GET",
      path: "/",
      summary: "The student's places in line, open offers, and the groups they may join",
      answer: data(myWaitlistsSchema),
    },
    join: {
      method: "POST",
      path: "/",
      summary: "Join a full group's waitlist (where the school allows it from the app)",
      body: joinWaitlistSchema,
      answer: data(myWaitlistsSchema, 201),
    },
    accept: {
      method: "POST",
      path: "/offers/:id/accept",
      summary: "Accept an offered place: enrols the student if the place is still free",
      params: idParamsSchema,
      answer: data(waitlistOfferSchema),
    },
    decline: {
      method: "POST",
      path: "/offers/:id/decline",
      summary: "Decline an offered place: it goes to the next in line",
      params: idParamsSchema,
      answer: data(waitlistOfferSchema),
    },
    leave: {
      method: "DELETE",
      path: "/:id",
      summary: "Leave a group's waitlist (an open offer there is declined and goes to the next in line)",
      params: idParamsSchema,
      answer: data(myWaitlistsSchema),
    },
  },
);
