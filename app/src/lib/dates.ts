/*
 * Dates as the school shows them. Instants are formatted in the school's zone when it is known
 * (the week's answer names it), else the device's; civil dates (YYYY-MM-DD) are calendar days and
 * never shift with a zone.
 */
export function formatDay(iso: string, timeZone?: string, locale?: string): string {
  return new Date(iso).toLocaleDateString(locale, {
    day: "numeric",
    month: "short",
    year: "numeric",
    ...(timeZone ? { timeZone } : {}),
  });
}

/** "Mon 3 Nov" for a civil date, read as that calendar day wherever the device is. */
export function formatCivilDate(date: string, locale?: string): string {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!)).toLocaleDateString(locale, {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });
}
