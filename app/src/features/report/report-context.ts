import type { BugContext } from "@shared/bug-report.schema";

/** What a report carries by itself: the app's build, the device and browser, the screen, the time. */
export function reportContext(
  screen: string,
  now: Date,
  device: { userAgent: string; width: number; height: number },
  appVersion = import.meta.env.VITE_APP_BUILD ?? "dev",
): BugContext {
  return {
    appVersion: appVersion.slice(0, 40),
    device: `${device.userAgent} (screen ${device.width}x${device.height})`.slice(-200),
    route: `/app${screen}`.slice(0, 300),
    occurredAt: now.toISOString(),
  };
}
