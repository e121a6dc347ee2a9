import { SimpleGrid, type SimpleGridProps } from "@chakra-ui/react";

/** A form's fields side by side in two columns from md up, one under the other on a phone. */
export function FieldGrid(props: SimpleGridProps) {
  return <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" {...props} />;
}
