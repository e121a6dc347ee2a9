import express from "express";
import { authRouter } from "../auth/auth.router";
import { legacyProgramsRouter } from "../programs/legacy-programs.router";
import { legacyStudentRouter } from "../students/legacy-students.router";
import { authenticate } from "./middleware/authenticate";
import { errorHandler, notFoundHandler } from "./middleware/error-handler";
import { requireRole } from "./middleware/require-role";

export interface AppDeps {
  /** The session JWT key; read lazily because secrets are only available inside a request. */
  getSecret: () => string;
}

export function createApp(deps: AppDeps) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", true);
  app.use(express.json({ limit: "2mb" }));

  const api = express.Router();
  api.get("/health", (_req, res) => {
    res.json({ data: { ok: true } });
  });
  api.use("/auth", authRouter(deps.getSecret));

  // Everything below needs a session; every business route is for console roles only.
  api.use(authenticate(deps.getSecret));
  const staff = requireRole("admin", "staff");
  api.use("/student/programs", staff, legacyProgramsRouter());
  api.use("/student", staff, legacyStudentRouter());

  app.use("/api", api);
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
