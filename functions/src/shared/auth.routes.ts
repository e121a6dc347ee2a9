import { z } from "zod";
import { createSessionSchema } from "./create-session.schema";
import { requestPasswordResetSchema } from "./password-reset.schema";
import { data, defineRoutes, typed } from "./route-contract";
import type { SessionUser } from "./session";

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

/** Auth routes for a signed-in console user. */
export const accountSessionRoutes = defineRoutes(
  { base: "/auth", tag: "Auth", callers: ["admin", "staff"] },
  {
    signOutEverywhere: {
      method: "POST",
      path: "/sign-out-everywhere",
      summary: "End every session of the caller's account, on every device",
      answer: data(z.object({ ok: z.literal(true) })),
    },
  },
);
