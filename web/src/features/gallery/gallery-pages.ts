/**
 * The template's demo routes, kept as a gallery of our own components: each
 * path with its title, in the gallery's order. The route table makes a route of each.
 */
export const GALLERY_TITLES = {
  "/basic/button": "Buttons",
  "/basic/badges": "Badges",
  "/basic/breadcrumb-paging": "Breadcrumbs & Paging",
  "/basic/collapse": "Collapse",
  "/basic/tabs-pills": "Tabs & Pills",
  "/basic/typography": "Typography",
  "/forms/form-basic": "Form Basics",
  "/tables/bootstrap": "Tables",
  "/charts/nvd3": "Charts",
  "/maps/google-map": "Maps",
  "/sample-page": "Sample Page",
} as const;

export type GalleryPath = keyof typeof GALLERY_TITLES;

export const GALLERY_PAGES = (Object.entries(GALLERY_TITLES) as [GalleryPath, string][]).map(
  ([path, title]) => ({ path, title }),
);
