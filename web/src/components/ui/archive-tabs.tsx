import { Tabs } from "@chakra-ui/react";
import type { ReactNode } from "react";

/**
 * The current records and the archived ones, in two tabs. The archived tab mounts (and asks for
 * its list) only when opened.
 */
export function ArchiveTabs({
  label,
  current,
  archived,
}: {
  /** The first tab's name: "Pages", "Links". */
  label: string;
  current: ReactNode;
  archived: ReactNode;
}) {
  return (
    <Tabs.Root defaultValue="current" lazyMount unmountOnExit colorPalette="brand">
      <Tabs.List mb="4">
        <Tabs.Trigger value="current">{label}</Tabs.Trigger>
        <Tabs.Trigger value="archived">Archived</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="current">{current}</Tabs.Content>
      <Tabs.Content value="archived">{archived}</Tabs.Content>
    </Tabs.Root>
  );
}
