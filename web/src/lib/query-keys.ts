/**
 * Roots of the query keys that one feature reads and another one changes. Features cannot import
 * each other, so these few roots live here: a group's members are students, a program shows its
 * weekly sessions, the calendar week shows the Friday practices. Each feature's api/ files own the
 * keys below these roots; a change elsewhere refreshes the whole resource through its root.
 */
export const sharedRootKeys = {
  students: ["students"],
  programs: ["programs"],
  /** The video library: the Friday practice's picker shows a week's videos. */
  videos: ["videos"],
  schedules: ["schedules"],
} as const;
