import { Box, Stack } from "@chakra-ui/react";
import { MarkdownView } from "@console-markdown";
import { ArrowLeft } from "lucide-react";
import { Link, useParams } from "react-router";
import { DataStates } from "@/components/ui/data-states";
import { ScreenTitle } from "@/components/ui/screen-title";
import { usePage } from "../api/list-pages";

/** One published page, its Markdown through the console's sanitiser. */
export function PageView() {
  const { slug = "" } = useParams();
  const page = usePage(slug);
  return (
    <Stack gap="4">
      <Link
        to="/pages"
        style={{ display: "inline-flex", alignItems: "center", gap: 4, fontSize: "0.875rem" }}
      >
        <ArrowLeft size={16} aria-hidden /> Pages and links
      </Link>
      <DataStates state={page} what="This page">
        {(data) => (
          <Box as="article">
            <ScreenTitle>{data.title}</ScreenTitle>
            <Box bg="bg" borderWidth="1px" borderRadius="lg" p="4">
              <MarkdownView source={data.body} />
            </Box>
          </Box>
        )}
      </DataStates>
    </Stack>
  );
}
