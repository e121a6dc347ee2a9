import { zodResolver } from "@hookform/resolvers/zod";
import type { Lookups } from "@shared/program";
import { scheduleInputOf, scheduleInputSchema, type ScheduleInput } from "@shared/schedule.schema";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "react-toastify";
import { toastErrorWithRetry } from "@/components/ui/toasts";
import { ApiError } from "@/lib/api-client";
import { applyFieldErrors } from "@/lib/apply-field-errors";
import { useLatest } from "@/lib/use-latest";
import { useSaveSchedule } from "../api/save-schedule";
import type { SessionDialogState } from "./session-dialog-state";

/** A new session starts in the first program that is not archived, its term and first group. */
function newSession(lookups: Lookups): ScheduleInput {
  const firstProgram = lookups.programs.find((p) => p.status !== "archived");
  return {
    programId: firstProgram?._id ?? "",
    groupId: firstProgram?.groupIds[0] ?? "",
    dayOfWeek: 1,
    startTime: "17:00",
    endTime: "18:00",
    room: lookups.rooms[0] ?? "",
    instructorId: lookups.instructors.find((i) => !i.disabled)?._id ?? "",
    startDate: firstProgram?.startDate ?? "",
    endDate: firstProgram?.endDate ?? "",
  };
}

/**
 * The weekly session's form, filled again each time the dialog opens, and its save: a clash (409)
 * shows above the fields, field errors on the fields, anything else in a toast with Retry.
 */
export function useSessionForm(state: SessionDialogState | null, lookups: Lookups, onSaved: () => void) {
  const save = useSaveSchedule();
  const [clash, setClash] = useState<string | null>(null);
  const form = useForm<ScheduleInput>({ resolver: zodResolver(scheduleInputSchema) });
  const { reset, setError, handleSubmit } = form;

  // Filled when the dialog opens, not when the lookups change: adding a session in a new room
  // refetches them, and that must not wipe the next session the user is typing.
  const latestLookups = useLatest(lookups);
  useEffect(() => {
    if (!state) return;
    setClash(null);
    reset(
      state.schedule
        ? scheduleInputOf(state.schedule)
        : { ...newSession(latestLookups.current), ...state.defaults },
    );
  }, [state, latestLookups, reset]);

  const submit = (input: ScheduleInput) => {
    setClash(null);
    const run = () =>
      save.mutate(
        { id: state?.schedule?._id, input },
        {
          onSuccess: () => {
            toast.success(state?.schedule ? "Session saved." : "Session added.");
            onSaved();
          },
          onError: (err) => {
            const conflict = err instanceof ApiError && err.status === 409;
            if (conflict) setClash(err.message);
            if (applyFieldErrors(err, setError)) {
              if (!conflict) toast.error(err.message);
            } else if (!conflict)
              toastErrorWithRetry(`The session could not be saved. ${err.message}`, run, "schedule-save");
          },
        },
      );
    run();
  };

  return { form, clash, onSubmit: handleSubmit(submit), saving: save.isPending };
}
