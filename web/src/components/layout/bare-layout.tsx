import { Box } from "@chakra-ui/react";
import { Suspense } from "react";
import { Outlet } from "react-router-dom";
import { useRouteProgress } from "./admin-layout";
import { PageLoading } from "./page-loading";
import { useDocumentTitle } from "./use-document-title";

/** The layout without header and breadcrumbs, for /chat/individual. */
export function BareLayout() {
  useRouteProgress();
  useDocumentTitle();
  return (
    <Box as="main" id="main" minH="100dvh" bg="bg.subtle">
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </Box>
  );
}
