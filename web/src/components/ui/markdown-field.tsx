import { Box, SimpleGrid, Text, Textarea, type TextareaProps } from "@chakra-ui/react";
import { useId } from "react";
import { FormField } from "./form-field";
import { MarkdownView } from "./markdown-view";

/**
 * A Markdown text area with its live, sanitised preview beside it (announcements, pages): what
 * students will see, rendered by the same MarkdownView as their app's.
 */
export function MarkdownField({
  label,
  value,
  max,
  error,
  placeholder,
  rows = 14,
  textarea,
}: {
  label: string;
  /** The text as typed (watched from the form), for the preview and the count. */
  value: string;
  max: number;
  error?: string | undefined;
  placeholder?: string;
  rows?: number;
  /** The registered text area's props (`register("body")`). */
  textarea: TextareaProps;
}) {
  const previewLabel = useId();
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
      <FormField
        label={label}
        required
        error={error}
        helper={`Formatting: **bold**, *italic*, a dash for a list, ## for a heading. ${value.length.toLocaleString()} of ${max.toLocaleString()} characters.`}
      >
        <Textarea {...textarea} rows={rows} fontFamily="mono" fontSize="sm" placeholder={placeholder} />
      </FormField>
      <Box minW="0">
        <Text fontWeight="medium" fontSize="sm" mb="1.5" id={previewLabel}>
          Preview
        </Text>
        <Box
          role="region"
          aria-labelledby={previewLabel}
          borderWidth="1px"
          borderRadius="md"
          p="4"
          minH={{ base: "24", lg: "calc(100% - 2rem)" }}
          maxH={{ lg: "40rem" }}
          overflowY="auto"
          bg="bg"
          data-testid="markdown-preview"
        >
          {value.trim() ? (
            <MarkdownView source={value} />
          ) : (
            <Text color="fg.muted" fontSize="sm">
              Nothing to preview yet.
            </Text>
          )}
        </Box>
      </Box>
    </SimpleGrid>
  );
}
