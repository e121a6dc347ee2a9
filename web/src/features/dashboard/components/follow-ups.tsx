import { Badge, Box, Button, Flex, HStack, Icon, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import type { AbsenceFollowUp, Dashboard } from "@shared/dashboard.schema";
import { Bug, LifeBuoy, Mail, MessageCircle, UserRound } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { useSchoolFormat } from "@/lib/use-school-format";
import { DashboardCard } from "./dashboard-card";

/** Words for screen readers only, after the visible ones (so the visible text stays in the name). */
const Hidden = ({ children }: { children: ReactNode }) => (
  <Box as="span" srOnly>
    {children}
  </Box>
);

function AbsentStudent({ student }: { student: AbsenceFollowUp }) {
  const school = useSchoolFormat();
  const name = `${student.firstName} ${student.lastName}`.trim();
  const mailTo = student.guardian?.email ?? student.email;
  const mailWho = student.guardian?.email ? student.guardian.name || "guardian" : name;
  return (
    <Box
      as="li"
      listStyleType="none"
      py="3"
      borderBottomWidth="1px"
      borderColor="border.muted"
      _last={{ borderBottomWidth: 0 }}
    >
      <Flex gap="2" align="center" wrap="wrap">
        <Text fontWeight="medium" flex="1" minW="0" truncate>
          {name}
        </Text>
        <Badge colorPalette="red" variant="subtle">
          {student.streak} absences in a row
        </Badge>
      </Flex>
      {student.since && (
        <Text fontSize="sm" color="fg.muted">
          Absent since {school.longDate(student.since)}
          {student.lastAbsent && student.lastAbsent !== student.since
            ? `, last on ${school.longDate(student.lastAbsent)}`
            : ""}
        </Text>
      )}
      <HStack gap="1" mt="1.5" wrap="wrap">
        <Button asChild size="xs" variant="ghost">
          <Link to={student.profileLink}>
            <Icon as={UserRound} aria-hidden /> Profile
            <Hidden> of {name}</Hidden>
          </Link>
        </Button>
        {student.chatLink && (
          <Button asChild size="xs" variant="ghost">
            <Link to={student.chatLink}>
              <Icon as={MessageCircle} aria-hidden /> Message
              <Hidden> {name}</Hidden>
            </Link>
          </Button>
        )}
        {mailTo && (
          <Button asChild size="xs" variant="ghost">
            <a href={`mailto:${mailTo}`}>
              <Icon as={Mail} aria-hidden /> Email {student.guardian?.email ? "guardian" : "student"}
              <Hidden>
                {" "}
                ({mailWho}) about {name}
              </Hidden>
            </a>
          </Button>
        )}
      </HStack>
    </Box>
  );
}

/** Who needs a word: students missing class, and support chats nobody has taken. */
export function FollowUps({ followUps }: { followUps: Dashboard["followUps"] }) {
  const { absences, unassignedSupport, newBugReports } = followUps;
  return (
    <Stack gap="6">
      <DashboardCard
        id="absences"
        title="Missing class"
        actions={
          absences.total > 0 ? (
            <Badge colorPalette="red">
              {absences.total}
              <Hidden> students</Hidden>
            </Badge>
          ) : undefined
        }
      >
        {absences.total === 0 ? (
          <Text fontSize="sm" color="fg.muted" data-testid="no-absences">
            Nobody has missed their last two sessions.
          </Text>
        ) : (
          <>
            <Text fontSize="sm" color="fg.muted">
              Absent from their last two sessions or more.
            </Text>
            <Box as="ul" m="0" p="0" data-testid="absence-follow-ups">
              {absences.students.map((s) => (
                <AbsentStudent key={s.studentId} student={s} />
              ))}
            </Box>
            {absences.total > absences.students.length && (
              <Text fontSize="sm" color="fg.muted" mt="2">
                And {absences.total - absences.students.length} more.
              </Text>
            )}
          </>
        )}
      </DashboardCard>
      <DashboardCard id="support" title="Support">
        <Stack gap="3">
          <HStack gap="3" data-testid="support-follow-up">
            <Icon as={LifeBuoy} boxSize="5" color="brand.700" aria-hidden />
            <Text flex="1" fontSize="sm">
              {unassignedSupport.total === 0
                ? "Every open support chat has someone on it."
                : `${unassignedSupport.total} open support ${unassignedSupport.total === 1 ? "chat is" : "chats are"} waiting for someone.`}
            </Text>
            <ChakraLink asChild fontSize="sm" fontWeight="medium" color="brand.700">
              <Link to={unassignedSupport.link}>Open inbox</Link>
            </ChakraLink>
          </HStack>
          <HStack gap="3" data-testid="bug-reports-follow-up">
            <Icon as={Bug} boxSize="5" color="brand.700" aria-hidden />
            <Text flex="1" fontSize="sm">
              {newBugReports.total === 0
                ? "No new bug reports."
                : `${newBugReports.total} new bug ${newBugReports.total === 1 ? "report needs" : "reports need"} triage.`}
            </Text>
            <ChakraLink asChild fontSize="sm" fontWeight="medium" color="brand.700">
              <Link to={newBugReports.link}>Open reports</Link>
            </ChakraLink>
          </HStack>
        </Stack>
      </DashboardCard>
    </Stack>
  );
}
