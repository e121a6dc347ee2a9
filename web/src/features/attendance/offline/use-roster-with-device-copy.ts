import { useEffect, useState } from "react";
import { isNetworkError } from "@/lib/api-client";
import { useRoster } from "../api/get-roster";
import { keepRosterCopy, readRosterCopy, type RosterCopy } from "./mark-outbox";

/**
 * The roster from the API, and when the API cannot be reached, the copy this device kept the last
 * time the user opened that session: offline, attendance can still be taken from it. The copy is
 * read only then, and labelled with when it was loaded; it never replaces an answer from the API.
 */
export function useRosterWithDeviceCopy(userId: string | undefined, date: string, sessionKey: string | null) {
  const roster = useRoster(date, sessionKey);
  // undefined: not looked for (or still reading); null: this device has none.
  const [copy, setCopy] = useState<RosterCopy | null | undefined>(undefined);

  useEffect(() => {
    if (!roster.data || !userId || !sessionKey) return;
    keepRosterCopy({ userId, date, sessionKey }, roster.data).catch((err: unknown) =>
      console.warn("The roster could not be kept on this device:", err),
    );
  }, [roster.data, userId, date, sessionKey]);

  const unreachable = roster.data === undefined && isNetworkError(roster.error);
  useEffect(() => {
    setCopy(undefined);
    if (!unreachable || !userId || !sessionKey) return;
    let live = true;
    readRosterCopy({ userId, date, sessionKey })
      .then((c) => live && setCopy(c ?? null))
      .catch(() => live && setCopy(null));
    return () => {
      live = false;
    };
  }, [unreachable, userId, date, sessionKey]);

  return { roster, copy: unreachable ? copy : undefined, lookingForCopy: unreachable && copy === undefined };
}
