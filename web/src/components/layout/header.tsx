import { Avatar, Box, HStack, IconButton, Menu, Portal, Text } from "@chakra-ui/react";
import {
  Lock,
  LogOut,
  Menu as MenuIcon,
  MonitorX,
  MessageSquare,
  PanelLeftClose,
  PanelLeftOpen,
  Settings,
  User,
} from "lucide-react";
import type { ReactNode } from "react";
import { useNavigate } from "react-router-dom";
import { ApiError } from "@/lib/api-client";
import { signOutEverywhere } from "@/lib/auth/sign-out-everywhere";
import { toastErrorWithRetry } from "@/components/ui/toasts";
import { APP_BUILD } from "@/lib/app-build";
import { useAuth } from "@/lib/auth/use-auth";
import { TopBar } from "@/components/ui/top-bar";

interface HeaderProps {
  mobile: boolean;
  collapsed: boolean;
  hideUserName: boolean;
  onToggleMenu: () => void;
  onLock?: () => void;
  extra?: ReactNode;
  /** The school's name, shown in place of the menu's brand on a phone. */
  title: string;
}

export function Header({ mobile, collapsed, hideUserName, onToggleMenu, onLock, extra, title }: HeaderProps) {
  const { auth, logout } = useAuth();
  const navigate = useNavigate();
  const name = auth.user?.displayName || auth.user?.email || "";
  const toggleLabel = mobile ? "Open menu" : collapsed ? "Expand menu" : "Collapse menu";
  const ToggleIcon = mobile ? MenuIcon : collapsed ? PanelLeftOpen : PanelLeftClose;

  const signOut = async () => {
    await logout();
    navigate("/login", { replace: true });
  };

  const signOutOnEveryDevice = async () => {
    try {
      await signOutEverywhere();
    } catch (err) {
      // A 401 already logs out (api-client); anything else leaves the user signed in to retry.
      if (err instanceof ApiError && err.status === 401) return;
      toastErrorWithRetry(
        `You could not be signed out everywhere. ${(err as Error).message}`,
        () => void signOutOnEveryDevice(),
        "sign-out-everywhere",
      );
      return;
    }
    await signOut();
  };

  return (
    <TopBar as="header" h="16" px={{ base: "3", md: "6" }} position="sticky" top="0" zIndex="sticky">
      <IconButton aria-label={toggleLabel} title={toggleLabel} variant="ghost" onClick={onToggleMenu}>
        <ToggleIcon />
      </IconButton>
      {mobile && (
        <Text fontWeight="bold" color="brand.700" truncate minW="0" data-testid="header-school">
          {title}
        </Text>
      )}
      <Box flex="1" />
      <HStack gap="2">
        {extra}
        <Menu.Root positioning={{ placement: "bottom-end" }} lazyMount unmountOnExit>
          <Menu.Trigger asChild>
            <button
              type="button"
              style={{
                display: "flex",
                alignItems: "center",
                gap: 8,
                background: "none",
                border: 0,
                cursor: "pointer",
                padding: 4,
                borderRadius: 8,
              }}
            >
              <Avatar.Root size="sm" colorPalette="brand" aria-hidden="true">
                <Avatar.Fallback name={name} />
                {auth.user?.photoURL && <Avatar.Image src={auth.user.photoURL} alt="" />}
              </Avatar.Root>
              {/* The name read out is the visible one (axe: label-content-name-mismatch). */}
              <Box as="span" srOnly>
                {name ? "Account menu for " : "Account menu"}
                {hideUserName && name}
              </Box>
              {!hideUserName && (
                <Text as="span" fontSize="sm" fontWeight="medium" data-testid="header-user-name">
                  {name}
                </Text>
              )}
            </button>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content minW="52">
                <Box px="3" py="2">
                  <Text fontSize="sm" fontWeight="semibold">
                    {name}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    {auth.user?.email} · {auth.user?.role}
                  </Text>
                </Box>
                <Menu.Separator />
                {/* Items act on their own click, not the menu's onSelect: that fires only for the
                    item the menu has highlighted, and a click on a busy phone could arrive after
                    the highlight was reset, closing the menu with nothing done. Enter clicks the
                    highlighted item, so the keyboard reaches the same handlers. */}
                <Menu.Item value="settings" onClick={() => navigate("/setting")}>
                  <Settings size={16} /> Settings
                </Menu.Item>
                <Menu.Item value="profile" onClick={() => navigate("/profile")}>
                  <User size={16} /> Profile
                </Menu.Item>
                <Menu.Item value="messages" onClick={() => navigate("/chat/individual")}>
                  <MessageSquare size={16} /> My Messages
                </Menu.Item>
                {onLock && (
                  <Menu.Item value="lock" onClick={() => onLock()}>
                    <Lock size={16} /> Lock Screen
                  </Menu.Item>
                )}
                <Menu.Separator />
                <Menu.Item value="logout" onClick={() => void signOut()}>
                  <LogOut size={16} /> Logout
                </Menu.Item>
                <Menu.Item value="sign-out-everywhere" onClick={() => void signOutOnEveryDevice()}>
                  <MonitorX size={16} /> Sign out everywhere
                </Menu.Item>
                <Menu.Separator />
                <Text px="3" py="1" fontSize="xs" color="fg.muted">
                  Version {APP_BUILD}
                </Text>
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      </HStack>
    </TopBar>
  );
}
