import express from "express";
import { notFound } from "../lib/http-error";
import { APP_ICON_SIZES, appManifest, schoolIconPng } from "./app-manifest";

/** Browsers and CDNs may keep these an hour: a new name or logo reaches installs within it. */
const CACHE = "public, max-age=3600";

/**
 * The app's manifest and icons, public like any page's manifest (a browser fetches them without
 * credentials). They say only what the school shows everyone: its name and logo.
 */
export function appManifestRouter() {
  const router = express.Router();
  router.get("/manifest.webmanifest", async (_req, res, next) => {
    try {
      res
        .type("application/manifest+json")
        .set("Cache-Control", CACHE)
        .send(JSON.stringify(await appManifest()));
    } catch (err) {
      next(err);
    }
  });
  router.get("/icons/:file", async (req, res, next) => {
    const size = APP_ICON_SIZES.find((s) => req.params.file === `${s}.png`);
    if (!size) return next(notFound("No such icon."));
    try {
      const png = await schoolIconPng(size);
      // No logo it can draw: the app's own icon, which the app's build serves.
      if (!png) return res.redirect(302, `/app/icons/icon-${size}.png`);
      res.type("image/png").set("Cache-Control", CACHE).send(png);
    } catch (err) {
      next(err);
    }
  });
  return router;
}
