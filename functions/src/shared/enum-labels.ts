/**
 * The labels of an enum whose values read as words (`in_progress` → "In progress"), so a value and
 * its label are written once. An enum whose labels say more than its values keeps a table.
 */
export function labelsOf<T extends string>(values: readonly T[]): Record<T, string> {
  const label = (value: string) => {
    const words = value.replaceAll("_", " ");
    return words.charAt(0).toUpperCase() + words.slice(1);
  };
  return Object.fromEntries(values.map((value) => [value, label(value)])) as Record<T, string>;
}

/** One value's label, for a value whose list is not at hand ("waitlist" -> "Waitlist"). */
export function enumLabel(value: string): string {
  const words = value.replaceAll("_", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}
