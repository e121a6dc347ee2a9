import { SimpleGrid } from "@chakra-ui/react";
import type { AttendanceRate, DashboardFigures } from "@shared/dashboard.schema";
import { CalendarCheck, Clock, GraduationCap, TrendingUp, UserPlus } from "lucide-react";
import { monthLabel, percent, signed } from "../format";
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

/** The school's numbers: students, enrolments, the waitlist and attendance. */
export function Figures({ figures, loading }: { figures: DashboardFigures | undefined; loading: boolean }) {
  const month = figures ? monthLabel(figures.month) : "this month";
  return (
    // Six columns on wide screens: three student figures of two, two attendance figures of three.
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 6 }} gap="4" mb="6">
      <StatCard
        label="Active students"
        value={figures?.activeStudents}
        icon={GraduationCap}
        loading={loading}
        testId="stat-students"
        change={
          figures
            ? {
                direction: figures.activeChange > 0 ? "up" : figures.activeChange < 0 ? "down" : "same",
                text:
                  figures.activeChange === 0
                    ? `No change in ${month}`
                    : `${signed(figures.activeChange)} in ${month}`,
              }
            : null
        }
        help={figures ? `${figures.joinedThisMonth} joined, ${figures.leftThisMonth} left` : undefined}
        span={2}
      />
      <StatCard
        label="New enrolments"
        value={figures?.newEnrolments}
        icon={UserPlus}
        loading={loading}
        testId="stat-enrolments"
        help={`In ${month}`}
        span={2}
      />
      <StatCard
        label="On the waitlist"
        value={figures?.waitlist}
        icon={Clock}
        loading={loading}
        testId="stat-waitlist"
        help="Waiting for a place"
        span={2}
      />
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
