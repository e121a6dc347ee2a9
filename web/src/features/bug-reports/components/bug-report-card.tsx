import { Card, Flex, HStack, Text } from "@chakra-ui/react";
import type { BugReportSummary } from "@shared/bug-report.schema";
import { MessageSquareReply, UserRound } from "lucide-react";
import { TitleButton } from "@/components/ui/title-button";
import { SeverityBadge } from "./bug-badges";
import { useSchoolFormat } from "@/lib/use-school-format";

/** One report in the inbox: a card, so it reads the same at 375 px and at 1280 px. */
export function BugReportCard({ report: r, onOpen }: { report: BugReportSummary; onOpen: () => void }) {
  const school = useSchoolFormat();
  return (
    <Card.Root size="sm" data-testid="bug-report-card" data-status={r.status}>
      <Card.Body gap="1">
        <Flex gap="2" align="flex-start" justify="space-between" wrap="wrap">
          <TitleButton onClick={onOpen} flex="1 1 14rem">
            {r.title}
          </TitleButton>
          <SeverityBadge severity={r.severity} />
        </Flex>
        <Text fontSize="sm" color="fg.muted">
          {r.reporter.displayName} · {school.dateTime(r.createdAt)} · {r.context.route} · {r.context.device}
        </Text>
        <HStack gap="4" fontSize="sm" color="fg.muted" wrap="wrap">
          <HStack gap="1">
            <UserRound size={14} aria-hidden />
            <Text>{r.assignee ? r.assignee.displayName : "Unassigned"}</Text>
          </HStack>
          <HStack gap="1">
            <MessageSquareReply size={14} aria-hidden />
            <Text>
              {r.replyCount === 1 ? "1 reply" : `${r.replyCount} replies`}
              {r.duplicateOf ? " · duplicate" : ""}
            </Text>
          </HStack>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
