import { Box, Image, Text } from "@chakra-ui/react";
import type { Settings, SettingsInput, SettingsView } from "@shared/settings.schema";
import { SCHOOL_LOGO_MAX_BYTES } from "@shared/storage-path.schema";
import { useEffect, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { ImageUpload } from "@/components/ui/image-upload";

/**
 * The school's logo: an admin uploads an image to Storage and the form keeps its path
 * (`school.logoPath`), saved, checked and audited with the rest of the settings. Until the save,
 * the preview is the picked file itself; after it, the URL the API made.
 */
export function SchoolLogoField({
  form,
  view,
}: {
  form: UseFormReturn<SettingsInput, unknown, Settings>;
  view: SettingsView;
}) {
  const logoPath = form.watch("school.logoPath");
  const [picked, setPicked] = useState<{ path: string; url: string } | null>(null);
  // Object URLs hold the file in memory until revoked.
  useEffect(
    () => () => {
      if (picked) URL.revokeObjectURL(picked.url);
    },
    [picked],
  );
  const src = !logoPath
    ? null
    : logoPath === picked?.path
      ? picked.url
      : logoPath === view.settings.school.logoPath
        ? view.logoURL
        : null;
  const error = form.formState.errors.school?.logoPath?.message;
  return (
    <FormField
      label="Logo"
      error={error}
      helper="Shown in the menu beside the school's name; save to keep a new one."
    >
      <ImageUpload
        label={src ? "Change logo" : "Upload logo"}
        kind="school-logo"
        maxBytes={SCHOOL_LOGO_MAX_BYTES}
        disabled={!view.canEdit}
        onUploaded={(path, file) => {
          setPicked({ path, url: URL.createObjectURL(file) });
          form.setValue("school.logoPath", path, { shouldDirty: true });
        }}
        onRemove={
          view.canEdit && logoPath
            ? () => form.setValue("school.logoPath", null, { shouldDirty: true })
            : undefined
        }
        removeLabel="Remove logo"
      >
        <Box
          w="20"
          h="20"
          borderWidth="1px"
          borderRadius="md"
          display="grid"
          placeItems="center"
          overflow="hidden"
          bg="bg.muted"
        >
          {src ? (
            <Image src={src} alt="School logo" maxW="full" maxH="full" objectFit="contain" />
          ) : (
            <Text fontSize="xs" color="fg.muted">
              No logo
            </Text>
          )}
        </Box>
      </ImageUpload>
    </FormField>
  );
}
