import { Badge, Box, Heading, HStack, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import type { Dashboard } from "@shared/dashboard.schema";
import { Link } from "react-router-dom";
import { useSchoolFormat } from "@/lib/use-school-format";
import { DashboardCard } from "./dashboard-card";

function SectionLabel({ children }: { children: string }) {
  return (
    <Heading
      as="h3"
      fontSize="xs"
      fontWeight="semibold"
      color="fg.muted"
      textTransform="uppercase"
      letterSpacing="wide"
    >
      {children}
    </Heading>
  );
}

/** The next Friday practice and the announcements going out this week. */
export function NextUp({ data }: { data: Dashboard }) {
  const school = useSchoolFormat();
  const practice = data.nextPractice;
  return (
    <DashboardCard id="next-up" title="Next up">
      <Stack gap="5">
        <Box data-testid="next-practice">
          <SectionLabel>Friday practice</SectionLabel>
          {practice ? (
            <Box mt="1">
              <ChakraLink asChild fontWeight="medium" color="brand.700">
                <Link to={practice.link}>{practice.title}</Link>
              </ChakraLink>
              <Text fontSize="sm" color="fg.muted">
                {school.longDate(practice.date)}, {practice.startTime}–{practice.endTime}
                {practice.location ? ` · ${practice.location}` : ""}
              </Text>
              {practice.focus && (
                <Text fontSize="sm" mt="1">
                  Focus: {practice.focus}
                </Text>
              )}
              {practice.groups.length > 0 && (
                <HStack gap="1" mt="1.5" wrap="wrap">
                  {practice.groups.map((g) => (
                    <Badge key={g._id} variant="subtle" size="sm">
                      {g.name}
                    </Badge>
                  ))}
                </HStack>
              )}
              {practice.videos.length > 0 && (
                <Box mt="2" data-testid="practice-videos">
                  <Text fontSize="sm" color="fg.muted">
                    Videos for it
                  </Text>
                  <Box as="ul" m="0" p="0">
                    {practice.videos.map((v) => (
                      <Box as="li" key={v._id} listStyleType="none" py="0.5">
                        <ChakraLink asChild fontSize="sm" color="brand.700">
                          <Link to={v.link}>{v.title}</Link>
                        </ChakraLink>
                      </Box>
                    ))}
                  </Box>
                </Box>
              )}
            </Box>
          ) : (
            <Text fontSize="sm" color="fg.muted" mt="1">
              No practice planned.{" "}
              <ChakraLink asChild color="brand.700">
                <Link to="/students/create-friday-practice">Plan one</Link>
              </ChakraLink>
            </Text>
          )}
        </Box>
        <Box data-testid="upcoming-announcements">
          <SectionLabel>Announcements in the next 7 days</SectionLabel>
          {data.announcements.total === 0 ? (
            <Text fontSize="sm" color="fg.muted" mt="1">
              None scheduled.
            </Text>
          ) : (
            <Box as="ul" m="0" p="0" mt="1">
              {data.announcements.items.map((a) => (
                <Box as="li" key={a._id} listStyleType="none" py="1.5">
                  <ChakraLink asChild fontWeight="medium" color="brand.700">
                    <Link to={a.link}>{a.title}</Link>
                  </ChakraLink>
                  <Text fontSize="sm" color="fg.muted">
                    {school.longDateTime(a.publishAt)} · {a.audience}
                  </Text>
                </Box>
              ))}
            </Box>
          )}
        </Box>
      </Stack>
    </DashboardCard>
  );
}
