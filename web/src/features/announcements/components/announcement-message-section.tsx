import { Card } from "@chakra-ui/react";
import { BODY_MAX } from "@shared/announcement.schema";
import { FormInput } from "@/components/ui/form-input";
import { MarkdownField } from "@/components/ui/markdown-field";
import type { AnnouncementFormApi } from "./announcement-form-values";

/** Title and Markdown message, with a live preview beside it. */
export function AnnouncementMessageSection({ form }: { form: AnnouncementFormApi }) {
  const { register, watch, formState } = form;
  const errors = formState.errors;
  const fields = { register, errors };
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
        <MarkdownField
          label="Message"
          value={watch("body")}
          max={BODY_MAX}
          error={errors.body?.message}
          placeholder={"Hello dancers!\n\n- Arrive **10 minutes early**"}
          textarea={register("body")}
        />
      </Card.Body>
    </Card.Root>
  );
}
