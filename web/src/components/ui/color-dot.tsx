import { Box, type BoxProps } from "@chakra-ui/react";

/** The small round swatch of a program's or group's calendar colour. */
export function ColorDot({ color, ...props }: { color: string } & BoxProps) {
  return (
    <Box
      as="span"
      display="inline-block"
      w="2.5"
      h="2.5"
      borderRadius="full"
      bg={color}
      aria-hidden
      {...props}
    />
  );
}
