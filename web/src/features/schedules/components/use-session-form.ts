import type { Lookups } from "@shared/program";
import { scheduleInputOf, scheduleInputSchema, type ScheduleInput } from "@shared/schedule.schema";
import { useEffect, useState } from "react";
import { toast } from "react-toastify";
import { submitOrReport } from "@/components/ui/report-save-failure";
import { ApiError } from "@/lib/api-client";
import { applyFieldErrors } from "@/lib/apply-field-errors";
import { useSchemaForm } from "@/lib/use-schema-form";
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
  const form = useSchemaForm(scheduleInputSchema);
  const { reset, setError } = form;

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

  const onSubmit = submitOrReport(
    form,
    async (input) => {
      setClash(null);
      try {
        await save.mutateAsync({ id: state?.schedule?._id, input });
      } catch (err) {
        // A clash with another session is shown above the fields, not as a failed save.
        if (!(err instanceof ApiError && err.status === 409)) throw err;
        setClash(err.message);
        applyFieldErrors(err, setError);
        return;
      }
      toast.success(state?.schedule ? "Session saved." : "Session added.");
      onSaved();
    },
    { failure: "The session could not be saved.", id: "schedule-save" },
  );

  return { form, clash, onSubmit, saving: save.isPending };
}
