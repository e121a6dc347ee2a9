import { Box, Link, Wrap } from "@chakra-ui/react";
import { NavLink, useLocation } from "react-router-dom";
import { PageHeader } from "@/components/ui/page-header";
import { GALLERY_PAGES, GALLERY_TITLES, type GalleryPath } from "../gallery-pages";
import { GallerySection } from "./gallery-sections";

/**
 * The template's demo routes as a small gallery of the components the console is built from, so
 * designers and developers see them in the real layout. Out of the side menu on purpose.
 */
export function GalleryPage() {
  const { pathname } = useLocation();
  const path: GalleryPath = pathname in GALLERY_TITLES ? (pathname as GalleryPath) : "/basic/button";
  return (
    <Box>
      <PageHeader
        title={GALLERY_TITLES[path]}
        description="Component gallery: the building blocks of Studio Admin's screens."
      />
      <Box as="nav" aria-label="Component gallery" mb="6">
        <Wrap gap="2">
          {GALLERY_PAGES.map((p) => (
            <Link
              key={p.path}
              asChild
              px="3"
              py="1"
              borderRadius="full"
              borderWidth="1px"
              fontSize="sm"
              textDecoration="none"
              css={{
                "&.active": {
                  background: "var(--chakra-colors-brand-700)",
                  color: "white",
                  borderColor: "transparent",
                },
              }}
            >
              <NavLink to={p.path}>{p.title}</NavLink>
            </Link>
          ))}
        </Wrap>
      </Box>
      <GallerySection path={path} />
    </Box>
  );
}

export default GalleryPage;
