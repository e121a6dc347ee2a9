import { updateProfileSchema, type MyProfile } from "./profile.schema";
import { data, defineRoutes, typed } from "./route-contract";

/** /api/profile: the signed-in console user's own profile. */
export const profileRoutes = defineRoutes(
  { base: "/profile", tag: "Profile", callers: ["admin", "staff"] },
  {
    get: {
      method: "GET",
      path: "/",
      summary: "The caller's profile",
      answer: data(typed<MyProfile>("The profile.")),
    },
    update: {
      method: "PATCH",
      path: "/",
      summary: "Change the caller's name or photo (only the fields sent)",
      body: updateProfileSchema,
      patch: true,
      answer: data(typed<MyProfile>("The profile.")),
    },
  },
);
