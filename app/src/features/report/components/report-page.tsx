import { Badge, Box, HStack, Stack, Text } from "@chakra-ui/react";
import { BUG_STATUS_LABELS } from "@shared/bug-report.schema";
import { Section } from "@/components/content/section";
import { DataStates } from "@/components/ui/data-states";
import { ScreenTitle } from "@/components/ui/screen-title";
import { useSchoolDay } from "@/lib/school-zone";
import { useMyReports } from "../api/file-report";
import { ReportForm } from "./report-form";

/** Report a problem, and the student's own reports with their status and the staff's replies. */
export function ReportPage() {
  const schoolDay = useSchoolDay();
  const reports = useMyReports();
  return (
    <Stack gap="6">
      <ScreenTitle>Report a problem</ScreenTitle>
      <ReportForm onFiled={reports.retry} />
      <Section title="My reports">
        <DataStates
          state={reports}
          what="Your reports"
          isEmpty={(p) => p.data.length === 0}
          empty="No reports yet."
        >
          {(page) =>
            page.data.map((report) => (
              <Box key={report._id} as="article" bg="bg" borderWidth="1px" borderRadius="lg" p="4">
                <HStack justify="space-between" align="start" gap="2">
                  <Text as="h3" fontWeight="semibold" overflowWrap="anywhere">
                    {report.title}
                  </Text>
                  <Badge
                    flexShrink={0}
                    colorPalette={
                      report.status === "resolved" || report.status === "closed" ? "green" : "gray"
                    }
                  >
                    {BUG_STATUS_LABELS[report.status]}
                  </Badge>
                </HStack>
                <Text fontSize="xs" color="fg.muted">
                  {`Sent ${schoolDay(report.createdAt)}`}
                </Text>
                {report.replies.map((reply) => (
                  <Box key={reply.id} mt="3" bg="brand.subtle" borderRadius="md" p="3">
                    <Text
                      fontSize="xs"
                      fontWeight="semibold"
                    >{`${reply.by.displayName} replied, ${schoolDay(reply.at)}`}</Text>
                    <Text fontSize="sm" whiteSpace="pre-wrap" overflowWrap="anywhere">
                      {reply.text}
                    </Text>
                  </Box>
                ))}
              </Box>
            ))
          }
        </DataStates>
      </Section>
    </Stack>
  );
}
