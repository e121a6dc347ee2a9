/**
 * The side menu's counts (unassigned support chats, new bug reports) as this device last saw them.
 * index.html's static shell paints them before any JavaScript runs, and the frame starts from them
 * until the live counts arrive, so the badges do not pop in a second after the menu.
 */
const STORAGE_KEY = "menuBadges";

export type MenuBadges = Record<string, number>;

export function rememberedBadges(): MenuBadges {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "null");
    if (!value || typeof value !== "object") return {};
    return Object.fromEntries(
      Object.entries(value).filter(([, n]) => Number.isInteger(n) && (n as number) > 0),
    ) as MenuBadges;
  } catch {
    return {}; // storage blocked or an older build's value: the live counts will come
  }
}

export function rememberBadges(badges: MenuBadges) {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(badges));
  } catch {
    // Private mode or a full storage: the counts are only remembered for the first paint.
  }
}
