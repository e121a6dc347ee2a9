import { Breadcrumb } from "@chakra-ui/react";
import { Link as RouterLink, useMatches } from "react-router-dom";
import type { RouteHandle } from "./route-handle";

/** The deepest route's handle: the current screen's title and menu group. */
export function useCurrentHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.title) return handle;
  }
  return undefined;
}

export function Breadcrumbs() {
  const handle = useCurrentHandle();
  if (!handle) return null;
  return (
    <Breadcrumb.Root size="sm" mb="4">
      <Breadcrumb.List>
        <Breadcrumb.Item>
          <Breadcrumb.Link asChild>
            <RouterLink to="/dashboard">Home</RouterLink>
          </Breadcrumb.Link>
        </Breadcrumb.Item>
        {handle.group && (
          <>
            <Breadcrumb.Separator />
            <Breadcrumb.Item color="fg.muted">{handle.group}</Breadcrumb.Item>
          </>
        )}
        {handle.title !== "Dashboard" && (
          <>
            <Breadcrumb.Separator />
            <Breadcrumb.Item>
              <Breadcrumb.CurrentLink>{handle.title}</Breadcrumb.CurrentLink>
            </Breadcrumb.Item>
          </>
        )}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
