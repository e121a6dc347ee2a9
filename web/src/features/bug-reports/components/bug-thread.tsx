import { Box, Stack, Text } from "@chakra-ui/react";
import type { BugMessage } from "@shared/bug-report.schema";
import { useSchoolFormat } from "@/lib/use-school-format";

/** Notes or replies, oldest first, each with who wrote it and when. */
export function BugThread({
  messages,
  empty,
  testId,
}: {
  messages: BugMessage[];
  empty: string;
  testId: string;
}) {
  const school = useSchoolFormat();
  if (messages.length === 0)
    return (
      <Text fontSize="sm" color="fg.muted">
        {empty}
      </Text>
    );
  return (
    <Stack gap="2" data-testid={testId}>
      {messages.map((m) => (
        <Box key={m.id} borderWidth="1px" borderRadius="md" px="3" py="2" bg="bg.subtle">
          <Text fontSize="xs" color="fg.muted">
            {m.by.displayName} · {school.dateTime(m.at)}
          </Text>
          <Text whiteSpace="pre-wrap" fontSize="sm">
            {m.text}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}
