import type { BugContext } from "@shared/bug-report.schema";

/** The browser and its version from a user agent ("Chrome 131", "Safari 18.1"), or null. */
export function browserOf(userAgent: string): string | null {
  const rules: [RegExp, string][] = [
    [/Edg\/([\d.]+)/, "Edge"],
    [/FxiOS\/([\d.]+)/, "Firefox"],
    [/CriOS\/([\d.]+)/, "Chrome"],
    [/Firefox\/([\d.]+)/, "Firefox"],
    [/Chrom(?:e|ium)\/([\d.]+)/, "Chrome"],
    [/Version\/([\d.]+).*Safari\//, "Safari"],
  ];
  for (const [pattern, name] of rules) {
    const version = pattern.exec(userAgent)?.[1];
    if (version) return `${name} ${version.split(".").slice(0, 2).join(".")}`;
  }
  return null;
}

/** What a report carries by itself: the app's build, the device and browser, the screen, the time. */
export function reportContext(
  screen: string,
  now: Date,
  device: { userAgent: string; width: number; height: number },
  appVersion = import.meta.env.VITE_APP_BUILD ?? "dev",
): BugContext {
  const browser = browserOf(device.userAgent);
  return {
    appVersion: appVersion.slice(0, 40),
    device: device.userAgent.slice(0, 200) || "unknown",
    ...(browser ? { browser } : {}),
    screen: `${device.width}x${device.height}`,
    route: `/app${screen}`.slice(0, 300),
    occurredAt: now.toISOString(),
  };
}
