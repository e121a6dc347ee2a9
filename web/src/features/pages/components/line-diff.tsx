import { Box, Text } from "@chakra-ui/react";
import { diffLines } from "diff";
import { useMemo } from "react";

const STYLE = {
  added: { sign: "+", bg: "green.subtle", color: "green.fg", label: "Added" },
  removed: { sign: "−", bg: "red.subtle", color: "red.fg", label: "Removed" },
  same: { sign: " ", bg: "transparent", color: "fg.muted", label: "" },
} as const;

/** The lines of a change, each marked as kept, added or removed. */
function diffRows(before: string, after: string) {
  return diffLines(before, after).flatMap((part) => {
    const kind: keyof typeof STYLE = part.added ? "added" : part.removed ? "removed" : "same";
    const lines = part.value.replace(/\n$/, "").split("\n");
    return lines.map((line) => ({ kind, line }));
  });
}

/**
 * A line diff of two versions of a page: removed lines in red with −, added in green with +
 * (a screen reader hears "Added" and "Removed"), unchanged lines muted.
 */
export function LineDiff({ before, after }: { before: string; after: string }) {
  const rows = useMemo(() => diffRows(before, after), [before, after]);
  const changed = rows.some((r) => r.kind !== "same");
  if (!changed)
    return (
      <Text fontSize="sm" color="fg.muted">
        The text is the same in both versions.
      </Text>
    );
  return (
    <Box
      as="ol"
      fontFamily="mono"
      fontSize="xs"
      borderWidth="1px"
      borderRadius="md"
      overflowX="auto"
      maxH="30rem"
      overflowY="auto"
      data-testid="page-diff"
    >
      {rows.map((r, i) => {
        const s = STYLE[r.kind];
        return (
          <Box
            as="li"
            key={i}
            listStyleType="none"
            display="flex"
            bg={s.bg}
            color={r.kind === "same" ? "fg" : s.color}
            px="2"
          >
            <Box as="span" aria-hidden w="4" flexShrink={0} color={s.color}>
              {s.sign}
            </Box>
            {s.label && (
              <Box as="span" srOnly>
                {s.label}:{" "}
              </Box>
            )}
            <Box as="span" whiteSpace="pre-wrap" overflowWrap="anywhere" minH="1.2em">
              {r.line}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
