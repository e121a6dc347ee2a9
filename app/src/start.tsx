import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { AppProvider } from "./app/provider";
import { registerServiceWorker } from "./app/register-service-worker";
import { AppRouter } from "./app/router";
import { takeShellInput } from "./lib/shell-handoff";

/**
 * Renders the app once the first screen's chunk (asked for by main.tsx beside this one) is here:
 * the static shell in index.html stays on screen until then, and React replaces it whole.
 */
export async function start(signedIn: boolean, firstScreen: Promise<unknown> | undefined) {
  registerServiceWorker();
  await firstScreen?.catch(() => undefined); // a failed chunk shows its error through the router
  takeShellInput();
  const root = createRoot(document.getElementById("root")!);
  const render = () =>
    root.render(
      <StrictMode>
        <AppProvider>
          <AppRouter />
        </AppProvider>
      </StrictMode>,
    );
  // Signed in, the first render is a transition: React renders it in slices and lets the browser
  // answer a tap in between. Signed out it renders at once: the shell's sign-in form was just read
  // (takeShellInput), and anything typed into it during a longer render would be lost.
  if (signedIn) startTransition(render);
  else render();
}
