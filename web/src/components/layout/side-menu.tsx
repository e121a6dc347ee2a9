import { Box, Flex, Icon, Text, chakra } from "@chakra-ui/react";
import { ChevronDown } from "lucide-react";
import { NavLink } from "react-router-dom";
import { useAuth } from "@/lib/auth/use-auth";
import type { LayoutAction, LayoutState } from "./layout-state";
import { MENU, type MenuItem } from "./menu-items";

/** A link of the side menu, on the sidebar's dark background; NavLink marks the current screen's `.active`. */
const MenuLink = chakra(NavLink, {
  base: {
    display: "flex",
    alignItems: "center",
    gap: "3",
    px: "3",
    py: "2",
    my: "0.5",
    borderRadius: "md",
    color: "sidebar.fg",
    fontSize: "sm",
    _hover: { bg: "sidebar.hover", color: "white" },
    _focusVisible: { outline: "2px solid", outlineColor: "brand.300", outlineOffset: "-2px" },
    "&.active": { background: "var(--chakra-colors-sidebar-active)", color: "white", fontWeight: 600 },
  },
});

interface SideMenuProps {
  state: LayoutState;
  dispatch: (action: LayoutAction) => void;
  /** Icons only (the collapsed sidebar). */
  compact: boolean;
  onNavigate?: () => void;
  badges?: Record<string, number>;
}

function visible(item: MenuItem, isAdmin: boolean) {
  return !item.adminOnly || isAdmin;
}

export function SideMenu({ state, dispatch, compact, onNavigate, badges = {} }: SideMenuProps) {
  const { auth } = useAuth();
  const isAdmin = auth.user?.role === "admin";
  return (
    <Box as="nav" aria-label="Main menu" py="3" px="2">
      {MENU.filter((g) => visible(g, isAdmin)).map((group) => {
        const open = compact || state.isOpen.includes(group.id);
        const listId = `menu-group-${group.id}`;
        return (
          <Box key={group.id} mb="2">
            {!compact && (
              <chakra.button
                type="button"
                display="flex"
                alignItems="center"
                width="full"
                px="3"
                py="2"
                fontSize="xs"
                fontWeight="semibold"
                letterSpacing="wider"
                textTransform="uppercase"
                color="sidebar.muted"
                borderRadius="md"
                _hover={{ color: "white" }}
                _focusVisible={{ outline: "2px solid", outlineColor: "brand.300" }}
                aria-expanded={open}
                aria-controls={listId}
                onClick={() => dispatch({ type: "COLLAPSE_TOGGLE", menu: { id: group.id, type: "sub" } })}
              >
                <Text flex="1" textAlign="start">
                  {group.title}
                </Text>
                <Icon
                  as={ChevronDown}
                  boxSize="3.5"
                  transform={open ? undefined : "rotate(-90deg)"}
                  transition="transform 0.15s"
                />
              </chakra.button>
            )}
            {open && (
              <Box as="ul" id={listId} listStyleType="none">
                {group.children
                  ?.filter((i) => visible(i, isAdmin))
                  .map((item) => (
                    <Box as="li" key={item.id}>
                      <MenuLink
                        to={item.url ?? "#"}
                        onClick={onNavigate}
                        title={compact ? item.title : undefined}
                        aria-label={compact ? item.title : undefined}
                        justifyContent={compact ? "center" : "flex-start"}
                      >
                        {item.icon && <Icon as={item.icon} boxSize="4.5" flexShrink={0} />}
                        {!compact && (
                          <Flex flex="1" align="center" justify="space-between">
                            <span>{item.title}</span>
                            {badges[item.id] ? (
                              <Box
                                as="span"
                                // White on brand.500 is 4.2:1 (axe: color-contrast); on 700 it is 7:1.
                                bg="brand.700"
                                color="white"
                                fontSize="xs"
                                px="1.5"
                                borderRadius="full"
                                aria-label={`${badges[item.id]} waiting`}
                              >
                                {badges[item.id]}
                              </Box>
                            ) : null}
                          </Flex>
                        )}
                      </MenuLink>
                    </Box>
                  ))}
              </Box>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
