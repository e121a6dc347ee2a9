import { collections, existingDoc } from "../lib/collections";
import { docToJson } from "../lib/serialize";
import { videoReleaseState } from "../shared/video.schema";
import type { HandlerArgs } from "../lib/handler-context";
import type { ProgramDetail, ProgramWeek } from "../shared/program";
import { scheduleSlotOf } from "../shared/schedule.schema";
import { termWeeks } from "../shared/school-calendar";
import { rosterStudentOf } from "../students/student-document";
import {
  groupsByIds,
  programDoc,
  schedulesOfProgram,
  studentsOfProgram,
  videosOfProgram,
} from "./programs.repository";

const byName = (a: { lastName: string; firstName: string }, b: { lastName: string; firstName: string }) =>
  a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName);

/** The program page: overview, groups and students, weekly schedule, term weeks with videos. */
export async function getProgram({ ctx, input }: HandlerArgs<{ id: string }>): Promise<ProgramDetail> {
  const { id } = input;
  const snap = await existingDoc(programDoc(id), "No such program.");
  const program = collections.programs.read(snap);
  const [groupSnaps, studentDocs, scheduleDocs, videoDocs] = await Promise.all([
    groupsByIds(program.groupIds ?? []),
    studentsOfProgram(id),
    schedulesOfProgram(id),
    videosOfProgram(id),
  ]);
  const students = studentDocs
    .map(rosterStudentOf)
    .filter((s) => s.status !== "archived")
    .sort(byName);
  const groups = groupSnaps
    .filter((g) => g.exists)
    .map((g) => ({
      _id: g.id,
      name: String(g.get("name") ?? g.id),
      color: (g.get("color") as string | undefined) ?? null,
      studentCount: students.filter((s) => s.status === "active" && s.groupIds.includes(g.id)).length,
    }));
  const schedule = scheduleDocs
    .map((d) => ({ _id: d.id, ...scheduleSlotOf(collections.schedules.read(d)) }))
    .sort(
      (a, b) => ((a.dayOfWeek + 6) % 7) - ((b.dayOfWeek + 6) % 7) || a.startTime.localeCompare(b.startTime),
    );
  const weeks: ProgramWeek[] = termWeeks(program.startDate, program.endDate).map((w) => ({
    ...w,
    videos: [],
  }));
  for (const doc of videoDocs) {
    const v = docToJson<{
      title?: string;
      week?: number;
      source?: { url?: string | null };
      url?: string;
      status?: string;
      archived?: boolean;
      releaseAt?: string;
    }>(doc);
    const releaseState = videoReleaseState(v, ctx.now);
    if (releaseState === "archived") continue;
    weeks[Number(v.week) - 1]?.videos.push({
      _id: doc.id,
      title: String(v.title ?? "Untitled video"),
      url: v.source?.url ?? v.url ?? null,
      releaseAt: v.releaseAt ?? null,
      releaseState,
    });
  }
  for (const w of weeks) w.videos.sort((a, b) => a.title.localeCompare(b.title));
  return {
    ...program,
    enrolledCount: students.filter((s) => s.status === "active").length,
    sessionsPerWeek: schedule.length,
    groups,
    students,
    schedule,
    termWeeks: weeks,
  };
}
