import { Box, chakra, Flex } from "@chakra-ui/react";
import { NavLink } from "react-router";
import { TABS } from "./tabs";

const TabLink = chakra(NavLink);

/**
 * The thumb-reach navigation: four tabs fixed at the bottom of the screen (above the home
 * indicator on an iPhone), the current one marked for screen readers by NavLink's aria-current.
 */
export function BottomTabs({ badges = {} }: { badges?: Partial<Record<string, number>> }) {
  return (
    <Box
      as="nav"
      aria-label="Main"
      position="fixed"
      insetX="0"
      bottom="0"
      zIndex="sticky"
      bg="bg"
      borderTopWidth="1px"
      pb="env(safe-area-inset-bottom)"
    >
      <Flex maxW="640px" mx="auto">
        {TABS.map(({ to, label, icon: Icon, end }) => (
          <TabLink
            key={to}
            to={to}
            end={end}
            flex="1"
            display="flex"
            flexDirection="column"
            alignItems="center"
            gap="0.5"
            py="2"
            minH="56px"
            fontSize="xs"
            fontWeight="medium"
            color="fg.muted"
            position="relative"
            _currentPage={{ color: "brand.fg" }}
            _focusVisible={{ outline: "2px solid", outlineColor: "brand.focusRing", outlineOffset: "-2px" }}
          >
            <Icon size={22} aria-hidden />
            {label}
            {(badges[to] ?? 0) > 0 && (
              <Box
                as="span"
                position="absolute"
                top="1"
                left="calc(50% + 6px)"
                minW="18px"
                h="18px"
                px="1"
                borderRadius="full"
                bg="red.600"
                color="white"
                fontSize="11px"
                lineHeight="18px"
                textAlign="center"
                aria-label={`${badges[to]} unread`}
              >
                {badges[to]}
              </Box>
            )}
          </TabLink>
        ))}
      </Flex>
    </Box>
  );
}
