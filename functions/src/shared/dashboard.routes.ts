import { dashboardQuerySchema, type Dashboard } from "./dashboard.schema";
import { data, defineRoutes, typed } from "./route-contract";

/** /api/dashboard, for console roles. */
export const dashboardRoutes = defineRoutes(
  { base: "/dashboard", tag: "Dashboard", callers: ["admin", "staff"] },
  {
    get: {
      method: "GET",
      path: "/",
      summary: "The dashboard's figures, queues and trends",
      query: dashboardQuerySchema,
      answer: data(typed<Dashboard>("The dashboard.")),
    },
  },
);
