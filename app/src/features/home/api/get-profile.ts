import type { MyProfile } from "@shared/me.schema";
import { useMeData } from "@/lib/use-me-data";

/** `GET /api/me`: who is signed in (a student's record, or a guardian and their children). */
export const useProfile = () => useMeData<MyProfile>("");
