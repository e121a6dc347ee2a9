import { defineSecret, defineString, projectID } from "firebase-functions/params";
import { isLoopbackHost } from "../lib/emulator";

/** HS256 key for the console's session JWT. Emulator: generated into functions/.secret.local. */
export const sessionSecret = defineSecret("SESSION_SECRET");

/**
 * The VAPID key pair Web Push is signed with (base64url, P-256). Emulator: generated into
 * functions/.secret.local on first start; deployed: `firebase functions:secrets:set`.
 */
export const vapidPublicKey = defineSecret("VAPID_PUBLIC_KEY");
export const vapidPrivateKey = defineSecret("VAPID_PRIVATE_KEY");

/**
 * Public URL of the console, used to build links in mails (password reset, invitations). No
 * default: a deploy without it in functions/.env.<project> stops before anything is deployed
 * (firebase-tools asks for it, and refuses anything but an https URL; with --non-interactive it
 * fails). The emulators take the local address from functions/.env.local.
 */
export const appUrl = defineString("APP_URL", {
  description: "The console's public URL, e.g. https://<project>.web.app",
  input: {
    text: {
      example: "https://<project>.web.app",
      validationRegex: "^https://[^/\\s]+(/\\S*)?$",
      validationErrorMessage: "Give the console's https URL, e.g. https://<project>.web.app.",
    },
  },
});

/**
 * The base of every link in a mail, or an error: unset, not a URL, or (outside a demo-* project,
 * which only runs on the emulators) not https or pointing at this machine. So a mail from a real
 * project never sends anyone to 127.0.0.1, even if the value was set by hand.
 */
export function checkedAppUrl(value: string, projectId: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error("APP_URL is not set to a URL: set it in functions/.env.<project>.");
  }
  if (!projectId.startsWith("demo-") && (url.protocol !== "https:" || isLoopbackHost(url.hostname)))
    throw new Error(`APP_URL must be the console's public https URL in project ${projectId}.`);
  return value.replace(/\/+$/, "");
}

/** `APP_URL` for links in mails, checked (`checkedAppUrl`). */
export const mailLinkBase = () =>
  checkedAppUrl(appUrl.value(), projectID.value() || process.env.GCLOUD_PROJECT || "");

/**
 * How long (seconds, at most 60) an instance trusts its last read of an account when checking a
 * session. A plain environment variable, not a `defineInt` param: the functions
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
 * (a change takes effect within a minute, without a redeploy). A plain environment
 * variable for the same reason as SESSION_CHECK_SECONDS: `scripts/emulators.sh test` sets 0, so
 * tests that write settings see them at once. Unset or invalid means 60.
 */
export function settingsCacheSeconds(env: NodeJS.ProcessEnv = process.env): number {
  return secondsUpToAMinute(env.SETTINGS_CACHE_SECONDS);
}
