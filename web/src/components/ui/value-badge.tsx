import { Badge, type BadgeProps } from "@chakra-ui/react";

/** A badge for one value of a closed set (a status, a severity): its colour and words from the set's tables. */
export function ValueBadge<K extends string>({
  value,
  palette,
  labels,
  ...props
}: { value: K; palette: Record<K, string>; labels: Record<K, string> } & BadgeProps) {
  return (
    <Badge colorPalette={palette[value]} variant="subtle" {...props}>
      {labels[value]}
    </Badge>
  );
}
