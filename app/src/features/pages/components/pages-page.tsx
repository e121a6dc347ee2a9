import { HStack, Stack, Text } from "@chakra-ui/react";
import { ChevronRight, ExternalLink, FileText } from "lucide-react";
import { Link } from "react-router";
import { Section } from "@/components/content/section";
import { DataStates } from "@/components/ui/data-states";
import { ScreenTitle } from "@/components/ui/screen-title";
import { useLinks, usePages } from "../api/list-pages";

const rowStyle = { bg: "bg", borderWidth: "1px", borderRadius: "lg", p: "3", gap: "3" } as const;

/** The school's published pages and its links, for the caller's audience. */
export function PagesPage() {
  const pages = usePages();
  const links = useLinks();
  return (
    <Stack gap="6">
      <ScreenTitle>Pages and links</ScreenTitle>
      <Section title="Pages">
        <DataStates state={pages} what="Pages" isEmpty={(l) => l.length === 0} empty="No pages yet.">
          {(list) =>
            list.map((page) => (
              <Link key={page.slug} to={`/pages/${encodeURIComponent(page.slug)}`}>
                <HStack {...rowStyle} _hover={{ bg: "bg.muted" }}>
                  <FileText size={20} aria-hidden />
                  <Text flex="1" fontWeight="medium" minW="0" truncate>
                    {page.title}
                  </Text>
                  <ChevronRight size={18} aria-hidden />
                </HStack>
              </Link>
            ))
          }
        </DataStates>
      </Section>
      <Section title="Links">
        <DataStates state={links} what="Links" isEmpty={(l) => l.length === 0} empty="No links yet.">
          {(list) =>
            list.map((link) => (
              <a key={link.id} href={link.url} target="_blank" rel="noopener noreferrer">
                <HStack {...rowStyle} align="start" _hover={{ bg: "bg.muted" }}>
                  <ExternalLink size={20} aria-hidden />
                  <Stack gap="0" flex="1" minW="0">
                    <Text fontWeight="medium" overflowWrap="anywhere">
                      {link.title}
                    </Text>
                    {link.description && (
                      <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                        {link.description}
                      </Text>
                    )}
                  </Stack>
                </HStack>
              </a>
            ))
          }
        </DataStates>
      </Section>
    </Stack>
  );
}
