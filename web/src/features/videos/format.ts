import type { Lookups } from "@shared/program";
import { termWeeks } from "@shared/school-calendar";
import type { SchoolFormat } from "@/lib/school-format";

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

/** The weeks of a program's term as choices: [week, "Week 3 · 01/12/2026 – 01/18/2026"]. */
export function weekOptions(
  program: ProgramOption | undefined,
  school: SchoolFormat,
): (readonly [number, string])[] {
  if (!program) return [];
  return termWeeks(program.startDate, program.endDate).map(
    (w) => [w.week, `Week ${w.week} · ${school.date(w.start)} – ${school.date(w.end)}`] as const,
  );
}
