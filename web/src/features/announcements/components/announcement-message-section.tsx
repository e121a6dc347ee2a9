import { Box, Card, SimpleGrid, Text, Textarea } from "@chakra-ui/react";
import { BODY_MAX } from "@shared/announcement.schema";
import { FormField } from "@/components/ui/form-field";
import type { AnnouncementFormApi } from "./announcement-form-values";
import { MarkdownView } from "./markdown-view";
import { FormInput } from "@/components/ui/form-input";

/** Title and Markdown message, with a live preview beside it. */
export function AnnouncementMessageSection({ form }: { form: AnnouncementFormApi }) {
  const { register, watch, formState } = form;
  const errors = formState.errors;
  const fields = { register, errors };
  const body = watch("body");
  return (
    <Card.Root>
      <Card.Body gap="4">
        <FormInput
          label="Title"
          required
          fields={fields}
          name="title"
          maxLength={140}
          placeholder="e.g. Winter showcase tickets on sale"
        />
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
          <FormField
            label="Message (Markdown)"
            required
            error={errors.body?.message}
            helper={`**bold**, *italic*, - lists, [links](https://…). HTML is not allowed. ${body.length.toLocaleString()} / ${BODY_MAX.toLocaleString()}`}
          >
            <Textarea
              {...register("body")}
              rows={14}
              fontFamily="mono"
              fontSize="sm"
              placeholder={"Hello dancers!\n\n- Arrive **10 minutes early**"}
            />
          </FormField>
          <Box>
            <Text fontWeight="medium" fontSize="sm" mb="1.5" id="preview-label">
              Preview
            </Text>
            <Box
              role="region"
              aria-labelledby="preview-label"
              borderWidth="1px"
              borderRadius="md"
              p="4"
              minH={{ base: "24", lg: "calc(100% - 2rem)" }}
              bg="bg"
              data-testid="markdown-preview"
            >
              {body.trim() ? (
                <MarkdownView source={body} />
              ) : (
                <Text color="fg.muted" fontSize="sm">
                  Nothing to preview yet.
                </Text>
              )}
            </Box>
          </Box>
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
