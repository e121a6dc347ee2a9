/**
 * Whether the API's test hooks are on: a request's own clock (the X-Test-Now header) and a push
 * service on this machine. Only in the functions emulator's process (a deployed function never has
 * its variable), and only when the test or bench runner turns them on (`scripts/emulators.sh
 * test|bench` export `STUDIO_TEST_HOOKS=1`): `npm start` serves the demo as a deployment would, so
 * nobody trying it can move the API's clock past a limit or a deadline, or send a push to one of
 * the machine's own ports.
 */
export const testHooksOn = (env: NodeJS.ProcessEnv = process.env) =>
  env.FUNCTIONS_EMULATOR === "true" && env.STUDIO_TEST_HOOKS === "1";

const LOOPBACK = /^(127(\.\d{1,3}){3}|localhost|\[::1\]|0\.0\.0\.0)$/i;

/**
 * Whether a URL's hostname (as `URL` parses it) names this machine. Deployed code refuses such a
 * host where it would send someone, or itself, to it; only the emulators' addresses are local.
 */
export const isLoopbackHost = (hostname: string) => LOOPBACK.test(hostname);
