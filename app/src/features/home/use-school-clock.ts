import { useEffect, useState } from "react";
import { clockAfter, type SchoolClock } from "./week-days";

const TICK_MS = 30_000;

/**
 * The school's clock now, from the week answer's clock (`answer`) and the time passed since it was
 * answered (`staleSince` when it came from the device, else when it arrived here), moving on while
 * the screen stays open: a home left open all day on a phone stops offering to report a class once
 * it has started, as the API would refuse it. Null while no answer says the school's clock (one
 * cached before answers did).
 */
export function useSchoolClock(answer: Partial<SchoolClock> | undefined, staleSince: number | null) {
  const key = answer?.today && answer.time ? `${answer.today} ${answer.time}` : null;
  const [now, setNow] = useState(() => Date.now());
  const [base, setBase] = useState({ key, since: staleSince ?? now });

  useEffect(() => {
    const at = Date.now();
    setBase({ key, since: staleSince ?? at });
    setNow(at);
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [key, staleSince]);

  if (!answer?.today || !answer.time) return null;
  // Until the effect has noted when a new answer came, it is as old as the device copy says, or new.
  const since = base.key === key ? base.since : (staleSince ?? now);
  return clockAfter({ today: answer.today, time: answer.time }, now - since);
}
