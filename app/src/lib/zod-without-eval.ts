import { config } from "zod";

// Zod probes whether it may compile its validators with `new Function`. The Content-Security-Policy
// forbids eval, so the probe always fails, and Chrome logs each attempt as a CSP violation (an issue
// Lighthouse counts against best practices). Jitless skips the probe: parsing works as it already
// did under the CSP. Imported first by main.tsx, before any schema parses.
config({ jitless: true });
