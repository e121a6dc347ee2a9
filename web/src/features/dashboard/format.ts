/** How the dashboard writes rates (dates and times: lib/school-format.ts). */

/** "86%", or an en dash when nothing was marked. */
export const percent = (rate: number | null) => (rate === null ? "–" : `${Math.round(rate * 100)}%`);

/** "+3", "0", "−2" */
export const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${Math.abs(n)}` : "0");
