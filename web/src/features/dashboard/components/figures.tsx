import { SimpleGrid } from "@chakra-ui/react";
import type { AttendanceRate, DashboardFigures } from "@shared/dashboard.schema";
import { CalendarCheck, Clock, GraduationCap, TrendingUp, UserPlus } from "lucide-react";
import { formatMonth } from "@/lib/school-format";
import { percent, signed } from "../format";
import { StatCard } from "./stat-card";

/** "up from 80%" / "down from 91%" / "level with 86%" against the period before. */
function rateChange(rate: AttendanceRate | undefined, days: number) {
  if (!rate || rate.direction === null) return null;
  return {
    direction: rate.direction,
    text: `${rate.direction === "same" ? "level with" : "from"} ${percent(rate.previousRate)}`,
    after: `vs the ${days} days before`,
  };
}

/** "+3 in May 2027" / "No change in May 2027": active students against the month's start. */
function activeChange(change: number, month: string) {
  return {
    direction: change > 0 ? ("up" as const) : change < 0 ? ("down" as const) : ("same" as const),
    text: change === 0 ? `No change in ${month}` : `${signed(change)} in ${month}`,
  };
}

/** The three student figures, each with what it counts and a line of help. */
function studentFigures(figures: DashboardFigures | undefined, month: string) {
  return [
    {
      label: "Active students",
      value: figures?.activeStudents,
      icon: GraduationCap,
      testId: "stat-students",
      change: figures ? activeChange(figures.activeChange, month) : null,
      help: figures ? `${figures.joinedThisMonth} joined, ${figures.leftThisMonth} left` : undefined,
    },
    {
      label: "New enrolments",
      value: figures?.newEnrolments,
      icon: UserPlus,
      testId: "stat-enrolments",
      help: `In ${month}`,
    },
    {
      label: "On the waitlist",
      value: figures?.waitlist,
      icon: Clock,
      testId: "stat-waitlist",
      help: "Waiting for a place",
    },
  ];
}

/** The school's numbers: students, enrolments, the waitlist and attendance. */
export function Figures({ figures, loading }: { figures: DashboardFigures | undefined; loading: boolean }) {
  const month = figures ? formatMonth(figures.month) : "this month";
  return (
    // Six columns on wide screens: three student figures of two, two attendance figures of three.
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 6 }} gap="4" mb="6">
      {studentFigures(figures, month).map((figure) => (
        <StatCard key={figure.testId} {...figure} loading={loading} span={2} />
      ))}
      {([7, 30] as const).map((days) => {
        const rate = figures?.[days === 7 ? "attendance7" : "attendance30"];
        return (
          <StatCard
            key={days}
            label={`Attendance, ${days} days`}
            value={rate ? percent(rate.rate) : undefined}
            icon={days === 7 ? CalendarCheck : TrendingUp}
            loading={loading}
            testId={`stat-attendance-${days}`}
            change={rateChange(rate, days)}
            help={rate && rate.marked === 0 ? "Nothing marked yet" : rateChange(rate, days)?.after}
            span={3}
            lastOnSmall={days === 30}
          />
        );
      })}
    </SimpleGrid>
  );
}
