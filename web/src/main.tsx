import "./lib/zod-without-eval";
import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router-dom";
import { AppProvider } from "./app/provider";
import { createRouter } from "./app/router";
import { firstScreenShown } from "./app/routes/route-table";
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

// The first render is a transition: React renders it in slices of a few milliseconds and lets the
// browser answer a tap in between (one render of the whole screen would block a phone for
// seconds). The static shell stays on screen until the finished screen replaces it at once.
void whenRouterReady().then(() => {
  firstScreenShown();
  const root = createRoot(document.getElementById("root")!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProvider>
          <RouterProvider router={router} />
        </AppProvider>
      </StrictMode>,
    ),
  );
});
