import { Badge, Box, Card, Flex, Icon, Skeleton, Stat } from "@chakra-ui/react";
import { ArrowDownRight, ArrowRight, ArrowUpRight, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

export type Direction = "up" | "down" | "same" | null;

const TREND = {
  up: { icon: ArrowUpRight, palette: "green", word: "Up" },
  down: { icon: ArrowDownRight, palette: "red", word: "Down" },
  same: { icon: ArrowRight, palette: "gray", word: "" },
} as const;

/** One figure: its value, an optional change badge (arrow + text) and a line of help. */
export function StatCard({
  label,
  value,
  icon,
  loading,
  testId,
  help,
  change,
  span,
  lastOnSmall,
}: {
  label: string;
  value: string | number | undefined;
  icon: LucideIcon;
  loading: boolean;
  testId: string;
  help?: ReactNode;
  /** A change against the period before; `text` says it in words for everyone. */
  change?: { direction: Direction; text: string } | null;
  /** Grid columns it takes on wide screens (of six). */
  span: number;
  /** The odd one out on two columns: it takes the whole row. */
  lastOnSmall?: boolean;
}) {
  const trend = change?.direction ? TREND[change.direction] : null;
  return (
    <Card.Root size="sm" h="full" gridColumn={{ sm: lastOnSmall ? "span 2" : "auto", lg: `span ${span}` }}>
      <Card.Body>
        <Flex align="flex-start" gap="3">
          <Box bg="brand.50" color="brand.700" borderRadius="lg" p="2.5" flexShrink={0}>
            <Icon as={icon} boxSize="5" />
          </Box>
          <Stat.Root minW="0">
            <Stat.Label>{label}</Stat.Label>
            {/* A dd, like the value it stands for (axe: definition-list); no figure (a failed load,
                offline) is a dash, not a skeleton that never ends. */}
            {loading ? (
              <Skeleton as="dd" h="8" w="16" />
            ) : (
              <Stat.ValueText data-testid={testId}>
                {value === undefined ? "—" : typeof value === "number" ? value.toLocaleString() : value}
              </Stat.ValueText>
            )}
            {/* Inside Stat's <dl>, help text must be a <dd> too (axe: definition-list). */}
            {!loading && (help || change) && (
              <Stat.HelpText
                as="dd"
                color="fg.muted"
                display="flex"
                flexWrap="wrap"
                alignItems="center"
                gap="1.5"
              >
                {change && (
                  <Badge colorPalette={trend?.palette ?? "gray"} variant="subtle" size="sm" gap="0.5">
                    {trend && <Icon as={trend.icon} boxSize="3.5" aria-hidden />}
                    {trend?.word && (
                      <Box as="span" srOnly>
                        {trend.word}
                      </Box>
                    )}
                    {change.text}
                  </Badge>
                )}
                {help}
              </Stat.HelpText>
            )}
          </Stat.Root>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
