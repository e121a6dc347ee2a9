import { CloseButton, Drawer, Portal } from "@chakra-ui/react";
import type { ReactNode } from "react";

interface Props {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Under the title: a status, a short summary. */
  subtitle?: ReactNode;
  children: ReactNode;
}

/** The side panel that shows one record's details (full screen on phones), with a close button. */
export function DetailDrawer({ open, onClose, title, subtitle, children }: Props) {
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      size={{ base: "full", md: "lg" }}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            {/* Title above its subtitle: side by side, a long title and its badges squeeze on a phone. */}
            <Drawer.Header pe="12" flexDirection="column" alignItems="flex-start" gap="1">
              <Drawer.Title>{title}</Drawer.Title>
              {subtitle}
            </Drawer.Header>
            <Drawer.Body>{children}</Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
