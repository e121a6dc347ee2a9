import { idParamsSchema } from "./id.schema";
import {
  cancelPracticeSchema,
  listPracticesQuerySchema,
  practiceInputSchema,
  practicePatchSchema,
  type Practice,
} from "./practice.schema";
import { data, defineRoutes, page, typed } from "./route-contract";

const practice = typed<Practice>("A Friday practice.");

/** /api/practices: the Friday practice. Removing one cancels it (with a reason); nothing is deleted. */
export const practiceRoutes = defineRoutes(
  { base: "/practices", tag: "Practices", callers: ["admin", "staff"] },
  {
    list: {
      method: "GET",
      path: "/",
      summary: "Practices",
      query: listPracticesQuerySchema,
      answer: page(practice),
    },
    create: {
      method: "POST",
      path: "/",
      summary: "Plan a practice",
      body: practiceInputSchema,
      answer: data(practice, 201),
    },
    get: {
      method: "GET",
      path: "/:id",
      summary: "One practice",
      params: idParamsSchema,
      answer: data(practice),
    },
    update: {
      method: "PATCH",
      path: "/:id",
      summary: "Change a practice (only the fields sent)",
      params: idParamsSchema,
      body: practicePatchSchema,
      patch: true,
      answer: data(practice),
    },
    cancel: {
      method: "POST",
      path: "/:id/cancel",
      summary: "Cancel a practice, with a reason",
      params: idParamsSchema,
      body: cancelPracticeSchema,
      answer: data(practice),
    },
  },
);
