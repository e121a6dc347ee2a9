import { firstScreen } from "./app/routes/screen-table";
import { signedInUid } from "./lib/auth-client";

/*
 * The entry imports no React: it asks for React and the app (`start`) and for the first screen's
 * chunk at the same moment, so the screen's code arrives beside them instead of after them.
 */
const signedIn = signedInUid() !== null;
const screen = firstScreen(location.pathname, signedIn)?.load();
void import("./start").then(({ start }) => start(signedIn, screen));
