import type { Schedule, ScheduleInput } from "@shared/schedule.schema";

/** What the session dialog is opened with: the session (null to create) and the date clicked. */
export interface SessionDialogState {
  schedule: Schedule | null;
  /** The occurrence clicked on the calendar, for "cancel this date". */
  occurrence: { date: string; cancelled: boolean; cancelReason: string | null } | null;
  defaults: Partial<ScheduleInput>;
}
