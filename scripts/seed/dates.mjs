/**
 * Demo dates are anchored on the Monday of the current week (UTC), so the seed is stable for a
 * week and re-running it the same week changes nothing, while the demo still looks current.
 */
export function weekAnchor(now = new Date()) {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const dow = (d.getUTCDay() + 6) % 7; // Monday = 0
  d.setUTCDate(d.getUTCDate() - dow);
  return d;
}

export function addDays(date, days) {
  const d = new Date(date);
  d.setUTCDate(d.getUTCDate() + days);
  return d;
}

export const isoDate = (date) => date.toISOString().slice(0, 10);

/** A UTC instant on `date` at "HH:mm". */
export function at(date, hhmm) {
  const [h, m] = hhmm.split(":").map(Number);
  const d = new Date(date);
  d.setUTCHours(h, m, 0, 0);
  return d;
}
