/** The template's demo routes (SPEC §2), kept as a gallery of our own components (DESIGN §6). */
export const GALLERY_PAGES = [
  { path: "/basic/button", title: "Buttons" },
  { path: "/basic/badges", title: "Badges" },
  { path: "/basic/breadcrumb-paging", title: "Breadcrumbs & Paging" },
  { path: "/basic/collapse", title: "Collapse" },
  { path: "/basic/tabs-pills", title: "Tabs & Pills" },
  { path: "/basic/typography", title: "Typography" },
  { path: "/forms/form-basic", title: "Form Basics" },
  { path: "/tables/bootstrap", title: "Tables" },
  { path: "/charts/nvd3", title: "Charts" },
  { path: "/maps/google-map", title: "Maps" },
  { path: "/sample-page", title: "Sample Page" },
] as const;

export type GalleryPath = (typeof GALLERY_PAGES)[number]["path"];
