import { Box, HStack, Text } from "@chakra-ui/react";
import { WifiOff } from "lucide-react";
import { useOnline } from "@/lib/use-online";

/**
 * Says plainly that the connection is gone, on every signed-in screen, so a screen that cannot
 * load reads as "offline" and not as broken. The console itself keeps working from the service
 * worker's copy; data waits for the network.
 */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <Box
      role="status"
      bg="orange.subtle"
      color="orange.fg"
      borderBottomWidth="1px"
      px="4"
      py="2"
      data-testid="offline-banner"
    >
      <HStack gap="2" maxW="1400px" mx="auto">
        <WifiOff size={16} aria-hidden style={{ flexShrink: 0 }} />
        <Text fontSize="sm">
          You are offline. Screens show what they last loaded; attendance marks are kept on this device and
          sent when the connection is back.
        </Text>
      </HStack>
    </Box>
  );
}
