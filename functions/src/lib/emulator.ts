/**
 * Whether this process is the functions emulator's. Only there do the API's test affordances work
 * (a test clock, a loopback push service); a deployed function never has the variable.
 */
export const runsOnEmulator = () => process.env.FUNCTIONS_EMULATOR === "true";

const LOOPBACK = /^(127(\.\d{1,3}){3}|localhost|\[::1\]|0\.0\.0\.0)$/i;

/**
 * Whether a URL's hostname (as `URL` parses it) names this machine. Deployed code refuses such a
 * host where it would send someone, or itself, to it; only the emulators' addresses are local.
 */
export const isLoopbackHost = (hostname: string) => LOOPBACK.test(hostname);
