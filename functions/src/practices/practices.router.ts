import { consoleRouter } from "../api/route-table-router";
import { practiceRoutes } from "../shared/practice.routes";
import { createPractice } from "./create-practice.handler";
import { getPractice } from "./get-practice.handler";
import { listPractices } from "./list-practices.handler";
import { updatePractice } from "./update-practice.handler";

/** /api/practices: the handlers of `practiceRoutes`. Cancelling is a change of status, with a reason. */
export function practicesRouter() {
  return consoleRouter(practiceRoutes, {
    list: listPractices,
    create: createPractice,
    get: getPractice,
    update: updatePractice,
    cancel: {
      run: async ({ ctx, input: { id, reason } }) => ({
        result: await updatePractice({
          ctx,
          input: { id, status: "cancelled" as const, cancelReason: reason },
        }),
      }),
    },
  });
}
