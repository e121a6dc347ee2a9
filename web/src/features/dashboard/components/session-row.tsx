import { Badge, Box, Button, Flex, HStack, Text } from "@chakra-ui/react";
import type { DashboardSession } from "@shared/dashboard.schema";
import { Link } from "react-router-dom";
import { useSchoolFormat } from "@/lib/use-school-format";

function StatusBadge({ session }: { session: DashboardSession }) {
  if (session.cancelled) return <Badge colorPalette="gray">Cancelled</Badge>;
  if (session.taken)
    return (
      <Badge colorPalette="green">
        Taken{session.expected ? ` · ${session.marked}/${session.expected}` : ""}
      </Badge>
    );
  return <Badge colorPalette="orange">Not taken</Badge>;
}

/** One occurrence: when, which groups, where and who, whether attendance is taken, and a link to take it. */
export function SessionRow({ session, showDate = false }: { session: DashboardSession; showDate?: boolean }) {
  const school = useSchoolFormat();
  const groupNames = session.groups.map((g) => g.name).join(", ");
  const who = session.instructors.map((i) => i.name).join(", ");
  const label = session.sessionType === "practice" ? session.title : groupNames || session.title;
  return (
    <Flex
      as="li"
      listStyleType="none"
      gap="3"
      py="3"
      align={{ base: "stretch", sm: "center" }}
      direction={{ base: "column", sm: "row" }}
      borderBottomWidth="1px"
      borderColor="border.muted"
      _last={{ borderBottomWidth: 0 }}
      data-testid="dashboard-session"
      data-session={session.key}
      data-date={session.date}
    >
      {/* One line on a phone ("Wed, Nov 11 · 16:30–17:30"), a column beside the name from sm up. */}
      <Flex
        minW={{ sm: "28" }}
        flexShrink={0}
        direction={{ base: "row", sm: "column" }}
        gap={{ base: "1.5", sm: "0" }}
        fontSize="sm"
      >
        {showDate && (
          <Text fontWeight="medium">
            {school.longDate(session.date)}
            <Box as="span" display={{ sm: "none" }} aria-hidden>
              {" ·"}
            </Box>
          </Text>
        )}
        <Text color={showDate ? "fg.muted" : undefined} fontWeight={showDate ? undefined : "medium"}>
          {session.startTime}–{session.endTime}
        </Text>
      </Flex>
      <Box flex="1" minW="0">
        <HStack gap="2" minW="0">
          <Box
            w="2.5"
            h="2.5"
            borderRadius="full"
            bg={session.groups[0]?.color ?? "gray.400"}
            flexShrink={0}
            aria-hidden
          />
          <Text fontWeight="medium" truncate>
            {label}
          </Text>
          {session.mine && (
            <Badge size="sm" variant="outline" colorPalette="purple" flexShrink={0}>
              Yours
            </Badge>
          )}
        </HStack>
        <Text fontSize="sm" color="fg.muted" truncate>
          {[session.sessionType === "practice" ? groupNames : null, session.room, who]
            .filter(Boolean)
            .join(" · ") || "No room or teacher set"}
          {session.cancelled && session.cancelReason ? ` · ${session.cancelReason}` : ""}
        </Text>
      </Box>
      <HStack gap="3" justify={{ base: "space-between", sm: "flex-end" }} flexShrink={0}>
        <StatusBadge session={session} />
        {!session.cancelled && (
          <Button asChild size="xs" variant={session.taken ? "outline" : "solid"} colorPalette="brand">
            <Link to={session.attendanceLink}>
              {session.taken ? "Open register" : "Take attendance"}
              <Box as="span" srOnly>
                {` for ${label} on ${school.longDate(session.date)} at ${session.startTime}`}
              </Box>
            </Link>
          </Button>
        )}
      </HStack>
    </Flex>
  );
}
