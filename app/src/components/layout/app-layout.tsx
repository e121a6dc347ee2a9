import { Box, Container, Flex, Text } from "@chakra-ui/react";
import { Suspense, useEffect, type ReactNode } from "react";
import { Outlet, useLocation } from "react-router";
import { recordScreen } from "@/lib/last-screen";
import { useMe } from "@/lib/use-me";
import { useOnline } from "@/lib/connectivity";
import { SchoolZone } from "@/lib/school-zone";
import { BottomTabs } from "./bottom-tabs";
import { ChildSwitcher } from "./child-switcher";
import { InstallGuide } from "./install-guide";

/**
 * The signed-in frame: a slim top bar, the screen, and the bottom tabs. Drawn to the same sizes as
 * index.html's static shell, so the swap from the shell to React moves nothing.
 */
export function AppLayout({ fallback }: { fallback: ReactNode }) {
  const online = useOnline();
  const school = useMe().data?.school;
  const { pathname } = useLocation();
  useEffect(() => recordScreen(pathname), [pathname]);
  return (
    <Flex direction="column" minH="100dvh">
      <Box
        as="header"
        bg="brand.solid"
        color="brand.contrast"
        h="14"
        position="sticky"
        top="0"
        zIndex="sticky"
      >
        <Flex maxW="640px" mx="auto" px="4" h="full" align="center" gap="3">
          <Text fontWeight="bold" fontSize="lg" flex="1" truncate>
            {school?.name ?? "Studio"}
          </Text>
          <ChildSwitcher />
        </Flex>
      </Box>
      {!online && (
        <Box
          role="status"
          bg="orange.100"
          color="orange.900"
          px="4"
          py="1.5"
          fontSize="sm"
          textAlign="center"
        >
          You are offline: showing what was loaded last.
        </Box>
      )}
      <Container
        as="main"
        maxW="640px"
        w="full"
        mx="auto"
        px="4"
        pt="4"
        pb="calc(88px + env(safe-area-inset-bottom))"
        flex="1"
      >
        <InstallGuide />
        <SchoolZone value={school?.timeZone}>
          <Suspense fallback={fallback}>
            <Outlet />
          </Suspense>
        </SchoolZone>
      </Container>
      <BottomTabs />
    </Flex>
  );
}
