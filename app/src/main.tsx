import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { AppProvider } from "./app/provider";
import { registerServiceWorker } from "./app/register-service-worker";
import { AppRouter } from "./app/router";
import { screenOf } from "./app/routes/screens";
import { signedInUid } from "./lib/auth-client";
import { takeShellInput } from "./lib/shell-handoff";

/**
 * The static shell in index.html stays on screen until the first screen's code has arrived, then
 * React replaces it whole: rendering earlier would swap the shell for a spinner.
 */
async function start() {
  const signedIn = signedInUid() !== null;
  const path = location.pathname;
  const first = screenOf(path) ?? screenOf(signedIn ? "/app/" : "/app/sign-in");
  const target = first && first.signedIn !== signedIn ? screenOf(signedIn ? "/app/" : "/app/sign-in") : first;
  await target?.load().catch(() => undefined); // a failed chunk shows its error through the router
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

void start();
registerServiceWorker();
