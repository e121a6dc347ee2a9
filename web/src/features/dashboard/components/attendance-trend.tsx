import { Box, HStack, Tabs, Text } from "@chakra-ui/react";
import type { Dashboard } from "@shared/dashboard.schema";
import { EmptyView } from "@/components/ui/load-states";
import { DashboardCard } from "./dashboard-card";
import { TrendChart } from "./trend-chart";
import { TrendTable } from "./trend-table";

/** Twelve weeks of attendance per program: a chart, and the same numbers as a table. */
export function AttendanceTrend({ trend }: { trend: Dashboard["trend"] }) {
  return (
    <DashboardCard id="trend" title="Attendance trend">
      {trend.series.length === 0 ? (
        <EmptyView
          title="No attendance yet"
          description={`The weekly rate per program shows here once registers are taken (last ${trend.weeks.length} weeks).`}
        />
      ) : (
        <Tabs.Root defaultValue="chart" size="sm" variant="subtle" lazyMount>
          <HStack justify="space-between" wrap="wrap" gap="2" mb="3">
            <Text fontSize="sm" color="fg.muted">
              Weekly rate per program, last {trend.weeks.length} weeks
            </Text>
            <Tabs.List>
              <Tabs.Trigger value="chart">Chart</Tabs.Trigger>
              <Tabs.Trigger value="table">Table</Tabs.Trigger>
            </Tabs.List>
          </HStack>
          <Tabs.Content value="chart" pt="0">
            <TrendChart weeks={trend.weeks} series={trend.series} />
            <HStack as="ul" gap="4" wrap="wrap" mt="2" p="0" aria-label="Programs in the chart">
              {trend.series.map((s) => (
                <HStack as="li" key={s._id} gap="1.5" listStyleType="none" fontSize="sm">
                  <Box w="3" h="1" borderRadius="full" bg={s.color} aria-hidden />
                  {s.name}
                </HStack>
              ))}
            </HStack>
          </Tabs.Content>
          <Tabs.Content value="table" pt="0">
            <TrendTable weeks={trend.weeks} series={trend.series} />
          </Tabs.Content>
        </Tabs.Root>
      )}
    </DashboardCard>
  );
}
