import { Box, Card, Flex, Icon, Skeleton, Stat } from "@chakra-ui/react";
import type { LucideIcon } from "lucide-react";

export function StatCard({ label, value, icon, loading, testId, help }: { label: string; value: number | undefined; icon: LucideIcon; loading: boolean; testId: string; help?: string }) {
  return (
    <Card.Root>
      <Card.Body>
        <Flex align="center" gap="4">
          <Box bg="brand.50" color="brand.700" borderRadius="lg" p="3">
            <Icon as={icon} boxSize="6" />
          </Box>
          <Stat.Root>
            <Stat.Label>{label}</Stat.Label>
            {loading || value === undefined ? (
              <Skeleton h="8" w="16" />
            ) : (
              <Stat.ValueText data-testid={testId}>{value.toLocaleString()}</Stat.ValueText>
            )}
            {/* Inside Stat's <dl>, help text must be a <dd> too (axe: definition-list). */}
            {help && (
              <Stat.HelpText as="dd" color="fg.muted">
                {help}
              </Stat.HelpText>
            )}
          </Stat.Root>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
