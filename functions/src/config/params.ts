import { defineSecret, defineString } from "firebase-functions/params";

/** HS256 key for the console's session JWT. Emulator: generated into functions/.secret.local. */
export const sessionSecret = defineSecret("SESSION_SECRET");

/** Public URL of the console, used to build links in mails (password reset, invitations). */
export const appUrl = defineString("APP_URL", {
  default: "http://127.0.0.1:5000",
  description: "The console's public URL, e.g. https://<project>.web.app",
});

/**
 * How long (seconds, at most 60) an instance trusts its last read of an account when checking a
 * session (DESIGN §3). A plain environment variable, not a `defineInt` param: the functions
 * emulator wants every param in functions/.env.local, and a value there would override the short
 * one `scripts/emulators.sh test` exports so the revocation tests need not wait a minute.
 * Deployed, it may be set in functions/.env.<project>; unset or invalid means 60.
 */
export function sessionCheckSeconds(env: NodeJS.ProcessEnv = process.env): number {
  return secondsUpToAMinute(env.SESSION_CHECK_SECONDS);
}

/** 0 to 60 seconds from an environment variable; unset or invalid means 60. */
function secondsUpToAMinute(raw: string | undefined): number {
  const seconds = raw === undefined || raw.trim() === "" ? NaN : Number(raw);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.min(seconds, 60) : 60;
}

/**
 * How long (seconds, at most 60) an instance reuses its last read of the school's settings
 * (issue 13: a change takes effect within a minute, without a redeploy). A plain environment
 * variable for the same reason as SESSION_CHECK_SECONDS: `scripts/emulators.sh test` sets 0, so
 * tests that write settings see them at once. Unset or invalid means 60.
 */
export function settingsCacheSeconds(env: NodeJS.ProcessEnv = process.env): number {
  return secondsUpToAMinute(env.SETTINGS_CACHE_SECONDS);
}
