import { Alert } from "@chakra-ui/react";
import { useCurrentHandle } from "./breadcrumbs";

/** An honest notice for a screen that a later release builds; never sample data. */
export function NotAvailable() {
  const handle = useCurrentHandle();
  const name = handle?.title ?? "This screen";
  return (
    <Alert.Root status="info" borderRadius="lg">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{name} is not available yet</Alert.Title>
        <Alert.Description>
          This part of Studio Admin is being built. Everything else in the menu that works is live.
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
