/**
 * Whether this process is the functions emulator's. Only there do the API's test affordances work
 * (a test clock, a loopback push service); a deployed function never has the variable.
 */
export const runsOnEmulator = () => process.env.FUNCTIONS_EMULATOR === "true";
