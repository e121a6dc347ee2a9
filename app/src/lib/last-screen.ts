/*
 * The screen the person was on before opening "Report a problem", sent with the report so staff
 * know where it happened. The layout records each screen as it is shown.
 */
let last = "/";

export function recordScreen(path: string) {
  if (!path.startsWith("/report")) last = path;
}

export const lastScreen = () => last;
