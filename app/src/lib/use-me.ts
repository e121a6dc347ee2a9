import type { Me } from "@shared/me-profile.schema";
import { useMeData } from "./use-me-data";

/** `GET /api/me`: who is signed in, their school, and whose record the app shows. */
export const useMe = () => useMeData<Me>("");
