import { Badge } from "@chakra-ui/react";

/** The red count at the corner of a header button (chat, notifications); nothing when none is unread. */
export function UnreadBadge({ count, testId }: { count: number; testId?: string }) {
  if (count <= 0) return null;
  return (
    <Badge
      position="absolute"
      top="0"
      right="0"
      colorPalette="red"
      variant="solid"
      borderRadius="full"
      fontSize="2xs"
      minW="4"
      h="4"
      px="1"
      justifyContent="center"
      data-testid={testId}
    >
      {count > 99 ? "99+" : count}
    </Badge>
  );
}
