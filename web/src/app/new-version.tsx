import { Button, HStack, Text } from "@chakra-ui/react";
import { toast } from "react-toastify";

/**
 * A lazy chunk that fails to load usually means a deploy replaced it. Offer a reload, once,
 * instead of leaving a blank screen.
 */
export function watchForNewVersion() {
  let shown = false;
  window.addEventListener("vite:preloadError", (event) => {
    event.preventDefault();
    if (shown) return;
    shown = true;
    toast.info(
      () => (
        <HStack justify="space-between" gap="3" width="full">
          <Text fontSize="sm">A new version is available.</Text>
          <Button size="xs" colorPalette="brand" onClick={() => window.location.reload()}>
            Reload
          </Button>
        </HStack>
      ),
      { autoClose: false, toastId: "new-version", closeOnClick: false },
    );
  });
}
