import { Box, Tabs } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { TabTriggers } from "./lazy-tabs";

/**
 * Tabs that filter one list (a status, say): one panel holds the selected tab's list, and the tab
 * row scrolls sideways on a phone instead of widening the page.
 */
export function FilterTabs<T extends string>({
  value,
  onChange,
  tabs,
  children,
}: {
  value: T;
  onChange: (value: T) => void;
  tabs: readonly { value: T; label: ReactNode }[];
  children: ReactNode;
}) {
  return (
    <Tabs.Root
      value={value}
      onValueChange={(e) => onChange(e.value as T)}
      variant="line"
      colorPalette="brand"
    >
      <Box overflowX="auto" maxW="full">
        <Tabs.List minW="max-content">
          <TabTriggers tabs={tabs} />
        </Tabs.List>
      </Box>
      <Tabs.Content value={value} pt="4">
        {children}
      </Tabs.Content>
    </Tabs.Root>
  );
}
