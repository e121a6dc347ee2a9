import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router-dom";
import { AppProvider } from "./app/provider";
import { createRouter } from "./app/router";
import { watchForNewVersion } from "./app/new-version";
import "./index.css";

watchForNewVersion();

const router = createRouter();

/**
 * The static shell in index.html stays on screen until the router has loaded the first screen's
 * code: rendering earlier would swap the shell for an empty page while the route chunk arrives.
 */
function whenRouterReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

void whenRouterReady().then(() =>
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  ),
);
