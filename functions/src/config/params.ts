import { defineSecret, defineString } from "firebase-functions/params";

/** HS256 key for the console's session JWT. Emulator: generated into functions/.secret.local. */
export const sessionSecret = defineSecret("SESSION_SECRET");

/** Public URL of the console, used to build links in mails (password reset, invitations). */
export const appUrl = defineString("APP_URL", {
  default: "http://127.0.0.1:5000",
  description: "The console's public URL, e.g. https://<project>.web.app",
});
