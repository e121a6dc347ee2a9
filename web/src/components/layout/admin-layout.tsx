import { Box, Drawer, Flex, Portal, CloseButton } from "@chakra-ui/react";
import { Suspense, useEffect, useReducer, useState, type ReactNode } from "react";
import { Outlet, useLocation, useNavigation } from "react-router-dom";
import { doneProgress, startProgress } from "@/lib/progress";
import { Breadcrumbs } from "./breadcrumbs";
import { Header } from "./header";
import { initialLayoutState, layoutReducer } from "./layout-state";
import { MENU } from "./menu-items";
import { SideMenu } from "./side-menu";
import { useDocumentTitle } from "./use-document-title";
import {
  AUTO_COLLAPSE_MAX,
  AUTO_COLLAPSE_MIN,
  MOBILE_MAX,
  SMALL_HEADER_MAX,
  useWindowWidth,
} from "./use-window-width";
import { PageLoading } from "./page-loading";
import { OfflineBanner } from "./offline-banner";
import { Brand, DEFAULT_BRAND, type SchoolBrand } from "./school-brand";

const EXPANDED_WIDTH = "260px";
const COMPACT_WIDTH = "72px";

/** Shows the top progress bar while a route's code or data loads. */
export function useRouteProgress() {
  const navigation = useNavigation();
  const loading = navigation.state !== "idle";
  useEffect(() => {
    if (!loading) return;
    startProgress();
    return doneProgress;
  }, [loading]);
}

export interface AdminLayoutProps {
  /** Extra header controls (the chat panel) and overlays (the lock screen) supplied by the app. */
  headerExtra?: ReactNode;
  onLock?: () => void;
  badges?: Record<string, number>;
  /** The school's name and logo for the menu's brand; the app's own until they are known. */
  school?: SchoolBrand;
}

export function AdminLayout({ headerExtra, onLock, badges, school = DEFAULT_BRAND }: AdminLayoutProps) {
  const width = useWindowWidth();
  const mobile = width <= MOBILE_MAX;
  const [state, dispatch] = useReducer(layoutReducer, {
    ...initialLayoutState,
    isOpen: MENU.map((g) => g.id),
    isTrigger: MENU.map((g) => g.id),
  });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const location = useLocation();
  useRouteProgress();
  useDocumentTitle();

  // Between 993 and 1024 px the menu collapses by itself.
  const autoCollapse = width >= AUTO_COLLAPSE_MIN && width <= AUTO_COLLAPSE_MAX;
  useEffect(() => {
    dispatch({ type: "SET_COLLAPSE_MENU", collapsed: autoCollapse });
  }, [autoCollapse]);
  useEffect(() => setDrawerOpen(false), [location.pathname]);

  const compact = !mobile && state.collapseMenu;
  const toggle = () => (mobile ? setDrawerOpen(true) : dispatch({ type: "COLLAPSE_MENU" }));

  return (
    <Flex minH="100dvh">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      {!mobile && (
        <Box
          as="aside"
          w={compact ? COMPACT_WIDTH : EXPANDED_WIDTH}
          bg="sidebar.bg"
          flexShrink={0}
          position="sticky"
          top="0"
          h="100dvh"
          overflowY="auto"
          transition="width 0.2s"
          data-testid="sidebar"
          data-collapsed={compact}
        >
          <Brand compact={compact} school={school} />
          <SideMenu state={state} dispatch={dispatch} compact={compact} badges={badges} />
        </Box>
      )}
      {mobile && (
        <Drawer.Root
          open={drawerOpen}
          onOpenChange={(e) => setDrawerOpen(e.open)}
          placement="start"
          lazyMount
          unmountOnExit
        >
          <Portal>
            <Drawer.Backdrop />
            <Drawer.Positioner>
              <Drawer.Content bg="sidebar.bg" maxW="280px" data-testid="menu-drawer">
                <Drawer.Title srOnly>Main menu</Drawer.Title>
                <Flex align="center" justify="space-between" pe="2">
                  <Brand compact={false} school={school} />
                  <Drawer.CloseTrigger asChild position="static">
                    <CloseButton
                      size="sm"
                      color="white"
                      aria-label="Close menu"
                      _hover={{ bg: "sidebar.hover" }}
                    />
                  </Drawer.CloseTrigger>
                </Flex>
                <Drawer.Body p="0" overflowY="auto">
                  <SideMenu
                    state={state}
                    dispatch={dispatch}
                    compact={false}
                    onNavigate={() => setDrawerOpen(false)}
                    badges={badges}
                  />
                </Drawer.Body>
              </Drawer.Content>
            </Drawer.Positioner>
          </Portal>
        </Drawer.Root>
      )}
      <Flex direction="column" flex="1" minW="0">
        <Header
          mobile={mobile}
          collapsed={compact}
          hideUserName={width <= SMALL_HEADER_MAX}
          onToggleMenu={toggle}
          onLock={onLock}
          extra={headerExtra}
          title={school.name}
        />
        <OfflineBanner />
        <Box
          as="main"
          id="main"
          tabIndex={-1}
          flex="1"
          p={{ base: "4", md: "6" }}
          maxW="1400px"
          w="full"
          mx="auto"
          outline="none"
        >
          <Breadcrumbs />
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </Box>
      </Flex>
    </Flex>
  );
}
