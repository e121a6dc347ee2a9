import { Tabs } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** One tab of LazyTabs: its name and the panel it shows. */
export interface LazyTab {
  value: string;
  label: string;
  panel: ReactNode;
}

/**
 * Tabs in a line, the first one open. A panel mounts (and asks for its data) only when its tab is
 * first opened, and then stays, so going back does not load it again.
 */
export function LazyTabs({ tabs }: { tabs: readonly LazyTab[] }) {
  return (
    <Tabs.Root defaultValue={tabs[0]?.value} variant="line" lazyMount>
      <Tabs.List mb="3">
        <TabTriggers tabs={tabs} />
      </Tabs.List>
      {tabs.map((t) => (
        <Tabs.Content key={t.value} value={t.value}>
          {t.panel}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

/** A tab row's names, one trigger a tab, inside a `Tabs.List`. */
export function TabTriggers({ tabs }: { tabs: readonly { value: string; label: ReactNode }[] }) {
  return tabs.map((t) => (
    <Tabs.Trigger key={t.value} value={t.value}>
      {t.label}
    </Tabs.Trigger>
  ));
}
