import { meAccountRoutes } from "@shared/me.routes";
import { useMeData } from "./use-me-data";

/** `GET /api/me`: who is signed in, their school, and whose record the app shows. */
export const useMe = () => useMeData(meAccountRoutes.get, {});
