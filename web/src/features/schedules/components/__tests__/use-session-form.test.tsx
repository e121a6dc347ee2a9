import type { Lookups } from "@shared/program";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import type { SessionDialogState } from "../session-dialog-state";
import { useSessionForm } from "../use-session-form";

const lookups = (rooms: string[]): Lookups => ({
  programs: [
    {
      _id: "p1",
      name: "Ballet",
      color: "#7c3aed",
      status: "published",
      startDate: "2026-09-07",
      endDate: "2026-12-18",
      groupIds: ["g1"],
    },
  ],
  groups: [{ _id: "g1", name: "Tiny Toes", color: null }],
  instructors: [{ _id: "u1", name: "Ana" }],
  rooms,
  timeZone: "America/New_York",
  weekStartsOn: "monday",
  dateFormat: "MM/dd/yyyy",
  sessionMinutes: 60,
  attendanceStatuses: ["present", "absent", "late", "excused"],
  practiceDefaults: { startTime: "17:00", endTime: "18:30", location: "Studio A" },
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);

describe("the weekly session form", () => {
  it("keeps what the user typed when the lookups refetch while the dialog is open", () => {
    const opened: SessionDialogState = { schedule: null, occurrence: null, defaults: {} };
    const { result, rerender } = renderHook(({ l }) => useSessionForm(opened, l, () => undefined), {
      wrapper,
      initialProps: { l: lookups(["Studio A"]) },
    });
    expect(result.current.form.getValues("room")).toBe("Studio A");
    act(() => result.current.form.setValue("room", "Studio B"));
    act(() => result.current.form.setValue("startTime", "07:15"));

    // A session saved in a new room brings new lookups (a new object) while this one is typed.
    rerender({ l: lookups(["Studio A", "Studio B"]) });
    expect(result.current.form.getValues("room")).toBe("Studio B");
    expect(result.current.form.getValues("startTime")).toBe("07:15");
  });

  it("fills the form again when the dialog opens for another session", () => {
    const l = lookups(["Studio A"]);
    const { result, rerender } = renderHook(({ s }) => useSessionForm(s, l, () => undefined), {
      wrapper,
      initialProps: { s: { schedule: null, occurrence: null, defaults: {} } as SessionDialogState },
    });
    act(() => result.current.form.setValue("startTime", "07:15"));
    rerender({ s: { schedule: null, occurrence: null, defaults: { startTime: "09:00" } } });
    expect(result.current.form.getValues("startTime")).toBe("09:00");
  });
});
