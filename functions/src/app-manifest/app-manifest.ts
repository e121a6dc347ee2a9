import { getStorage } from "firebase-admin/storage";
import { schoolSettings } from "../lib/school-settings";
import { decodeImage, squareIconPng } from "./square-icon";

/** The sizes a manifest needs for Android's install (192, 512) and iOS's home screen (180). */
export const APP_ICON_SIZES = [180, 192, 512] as const;
type AppIconSize = (typeof APP_ICON_SIZES)[number];

/** The app's own icon (drawn at build time into the app's folder), used when the school has no logo. */
const builtInIcon = (size: number) => `/app/icons/icon-${size}.png`;
const schoolIcon = (size: number) => `/api/app/icons/${size}.png`;

/** A launcher's label fits about 12 characters: the school's first word(s) up to that. */
export function shortNameOf(name: string): string {
  if (name.length <= 12) return name;
  let short = "";
  for (const word of name.split(/\s+/)) {
    const next = short ? `${short} ${word}` : word;
    if (next.length > 12) break;
    short = next;
  }
  return short || name.slice(0, 12);
}

/**
 * The app's web app manifest, made from the school's settings: its name on the home screen and
 * the school's logo as the icon (a PNG or JPEG logo; otherwise the app's own icon).
 */
export async function appManifest() {
  const { school } = await schoolSettings();
  const usesLogo = /\.(png|jpe?g)$/i.test(school.logoPath ?? "");
  const icon = usesLogo ? schoolIcon : builtInIcon;
  return {
    id: "/app/",
    name: school.name,
    short_name: shortNameOf(school.name),
    description: `Your week, practice videos and messages from ${school.name}.`,
    start_url: "/app/",
    scope: "/app/",
    display: "standalone",
    orientation: "portrait",
    background_color: "#ffffff",
    theme_color: "#6d28d9",
    icons: [
      { src: icon(192), sizes: "192x192", type: "image/png", purpose: "any" },
      { src: icon(512), sizes: "512x512", type: "image/png", purpose: "any" },
      { src: icon(512), sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}

/** The school's logo as a square PNG icon, or null when there is no logo this can draw. */
export async function schoolIconPng(size: AppIconSize): Promise<Buffer | null> {
  const { school } = await schoolSettings();
  if (!school.logoPath) return null;
  const file = getStorage().bucket().file(school.logoPath);
  try {
    const [[metadata], [bytes]] = await Promise.all([file.getMetadata(), file.download()]);
    const pixels = decodeImage(bytes, String(metadata.contentType ?? ""));
    return pixels ? squareIconPng(pixels, size) : null;
  } catch (err) {
    if ((err as { code?: number }).code === 404) return null; // the logo was removed meanwhile
    throw err;
  }
}
