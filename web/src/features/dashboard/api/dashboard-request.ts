/**
 * GET /api/dashboard's path and query, in a module of its own: the route table starts this
 * request while the dashboard's code loads, without carrying that code.
 */
export function dashboardRequest(programId: string | null) {
  return { path: "/dashboard", query: programId ? { programId } : {} };
}
