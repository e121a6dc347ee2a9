import type { Lookups } from "@shared/program";
import { termWeeks } from "@shared/school-calendar";
import { civilDateLabel } from "@/lib/civil-date-label";

/** "3:05", "1:02:09" */
export function formatDuration(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds)) return "–";
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, "0");
  return h ? `${h}:${String(m).padStart(2, "0")}:${rest}` : `${m}:${rest}`;
}

type ProgramOption = Lookups["programs"][number];

/** The weeks of a program's term as choices: [week, "Week 3 · 12 Jan – 18 Jan"]. */
export function weekOptions(program: ProgramOption | undefined): (readonly [number, string])[] {
  if (!program) return [];
  return termWeeks(program.startDate, program.endDate).map(
    (w) =>
      [
        w.week,
        `Week ${w.week} · ${civilDateLabel(w.start, { day: "numeric", month: "short" })} – ${civilDateLabel(w.end, { day: "numeric", month: "short" })}`,
      ] as const,
  );
}
