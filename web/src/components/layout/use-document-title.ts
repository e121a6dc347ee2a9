import { useEffect } from "react";
import { useCurrentHandle } from "./breadcrumbs";
import { documentTitle } from "./route-handle";

/** Sets "<Title> | Studio Admin" from the current route's handle. */
export function useDocumentTitle() {
  const handle = useCurrentHandle();
  useEffect(() => {
    if (handle?.title) document.title = documentTitle(handle.title);
  }, [handle?.title]);
}
