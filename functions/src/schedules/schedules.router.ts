import { consoleRouter } from "../api/route-table-router";
import { scheduleRoutes } from "../shared/schedule.routes";
import { archiveSchedule } from "./archive-schedule.handler";
import { setOccurrenceCancelled } from "./cancel-occurrence.handler";
import { createSchedule } from "./create-schedule.handler";
import { getSchedule } from "./get-schedule.handler";
import { listSchedules } from "./list-schedules.handler";
import { updateSchedule } from "./update-schedule.handler";

/** /api/schedules: the handlers of `scheduleRoutes`. */
export function schedulesRouter() {
  return consoleRouter(scheduleRoutes, {
    list: listSchedules,
    create: createSchedule,
    get: getSchedule,
    update: updateSchedule,
    archive: archiveSchedule,
    cancelOccurrence: {
      run: async ({ ctx, input }) => ({
        result: await setOccurrenceCancelled({ ctx, input: { ...input, cancel: true as const } }),
      }),
    },
    restoreOccurrence: {
      run: async ({ ctx, input }) => ({
        result: await setOccurrenceCancelled({ ctx, input: { ...input, cancel: false as const } }),
      }),
    },
  });
}
