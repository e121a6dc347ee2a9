import { useSyncExternalStore } from "react";
import { isOnline, subscribeConnectivity } from "./connectivity";

/** Whether the console can reach its server now (lib/connectivity.ts); renders again on a change. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeConnectivity, isOnline, () => true);
}
