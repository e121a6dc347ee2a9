import { Avatar, Button, Input, Stack, Text } from "@chakra-ui/react";
import { profileFieldsSchema, type MyProfile } from "@shared/profile.schema";
import { PROFILE_PHOTO_MAX_BYTES } from "@shared/storage-path.schema";
import { toast } from "react-toastify";
import { FormField } from "@/components/ui/form-field";
import { ImageUpload } from "@/components/ui/image-upload";
import { SectionCard } from "@/components/ui/section-card";
import { submitOrReport } from "@/components/ui/report-save-failure";
import { useSchemaForm } from "@/lib/use-schema-form";
import { useUpdateMyProfile } from "../api/update-profile";

/** The photo: uploaded to the person's own Storage folder, then saved (or removed) through the API. */
function ProfilePhoto({ profile, name }: { profile: MyProfile; name: string }) {
  const save = useUpdateMyProfile();
  return (
    <ImageUpload
      label={profile.photoURL ? "Change photo" : "Upload photo"}
      kind="profile-photo"
      maxBytes={PROFILE_PHOTO_MAX_BYTES}
      onUploaded={async (photoPath) => {
        await save.mutateAsync({ photoPath });
        toast.success("Your photo is saved.");
      }}
      onRemove={
        profile.photoURL
          ? async () => {
              await save.mutateAsync({ photoPath: null });
              toast.success("Your photo is removed.");
            }
          : undefined
      }
      removeLabel="Remove photo"
    >
      <Avatar.Root size="2xl" colorPalette="brand">
        <Avatar.Fallback name={name} />
        {profile.photoURL && <Avatar.Image src={profile.photoURL} alt="Your profile photo" />}
      </Avatar.Root>
    </ImageUpload>
  );
}

/** Name and phone, and the photo the header, chat and presence show. */
export function ProfileDetailsForm({ profile }: { profile: MyProfile }) {
  const save = useUpdateMyProfile();
  const { register, handleSubmit, formState, setError, watch } = useSchemaForm(profileFieldsSchema, {
    values: { displayName: profile.displayName, phone: profile.phone ?? "" },
  });
  const e = formState.errors;
  const name = watch("displayName") || profile.displayName;
  const submit = submitOrReport(
    { handleSubmit, setError },
    async (input) => {
      await save.mutateAsync(input);
      toast.success("Your profile is saved.");
    },
    { failure: "Your profile could not be saved.", id: "profile-save", known: ["displayName", "phone"] },
  );
  return (
    <SectionCard title="Your details">
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <Stack gap="0.5" minW="0">
            <Text fontWeight="medium" truncate>
              {profile.email}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {profile.role === "admin" ? "Admin" : "Staff"}
            </Text>
          </Stack>
          <ProfilePhoto profile={profile} name={name} />
          <FormField
            label="Name"
            required
            error={e.displayName?.message}
            helper="Shown in the header, chat and presence."
          >
            <Input {...register("displayName")} autoComplete="name" />
          </FormField>
          <FormField label="Phone" error={e.phone?.message}>
            <Input type="tel" {...register("phone")} autoComplete="tel" />
          </FormField>
          <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={save.isPending}>
            Save profile
          </Button>
        </Stack>
      </form>
    </SectionCard>
  );
}
