import { z } from "zod";
import { createSessionSchema } from "./create-session.schema";
import { requestPasswordResetSchema } from "./password-reset.schema";
import { data, defineRoutes, typed } from "./route-contract";
import type { SessionUser } from "./session";
import { unlockSessionSchema } from "./unlock-session.schema";

/** Sign-in and password reset: anyone may call them (they run before a session exists). */
export const authRoutes = defineRoutes(
  { base: "/auth", tag: "Auth", callers: ["anonymous"] },
  {
    session: {
      method: "POST",
      path: "/session",
      summary: "Exchange a Firebase ID token for a console session",
      description: "Students are refused (403): they use the student API with their ID token.",
      body: createSessionSchema,
      answer: data(
        z.object({
          token: z.string().describe("The session JWT: send it as `Authorization: Bearer <token>`."),
          user: typed<SessionUser>("The signed-in user."),
        }),
      ),
    },
    passwordReset: {
      method: "POST",
      path: "/password-reset",
      summary: "Mail a password reset link (202 for every well-formed email, known or not)",
      body: requestPasswordResetSchema,
      answer: data(z.object({ message: z.string() }), 202),
    },
  },
);

/** What a session the lock screen locked may still do: log out, or unlock with the password. */
export const lockedSessionRoutes = defineRoutes(
  { base: "/auth", tag: "Auth", callers: ["admin", "staff"] },
  {
    logout: {
      method: "POST",
      path: "/logout",
      summary: "End this session on the server",
      answer: data(z.object({ ok: z.literal(true) })),
    },
    unlock: {
      method: "POST",
      path: "/unlock",
      summary: "Unlock a locked session with a fresh Firebase ID token (the password entered again)",
      body: unlockSessionSchema,
      answer: data(z.object({ locked: z.literal(false) })),
    },
  },
);

/** Auth routes for a signed-in console user (a locked session gets 423 here). */
export const accountSessionRoutes = defineRoutes(
  { base: "/auth", tag: "Auth", callers: ["admin", "staff"] },
  {
    lock: {
      method: "POST",
      path: "/lock",
      summary: "Lock this session: until unlocked it may only unlock or log out (423 elsewhere)",
      answer: data(z.object({ locked: z.literal(true) })),
    },
    signOutEverywhere: {
      method: "POST",
      path: "/sign-out-everywhere",
      summary: "End every session of the caller's account, on every device",
      answer: data(z.object({ ok: z.literal(true) })),
    },
  },
);
