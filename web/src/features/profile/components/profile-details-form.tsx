import { Avatar, Button, Flex, Input, Stack, Text } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  profileFieldsSchema,
  type MyProfile,
  type ProfileFields,
  type ProfileFieldsInput,
} from "@shared/profile.schema";
import { useForm } from "react-hook-form";
import { toast } from "react-toastify";
import { FormField } from "@/components/ui/form-field";
import { SectionCard } from "@/components/ui/section-card";
import { reportSaveFailure } from "@/components/ui/report-save-failure";
import { useUpdateMyProfile } from "../api/update-profile";

/** Name and phone; the photo waits for Cloud Storage (the media issue), so initials stand in. */
export function ProfileDetailsForm({ profile }: { profile: MyProfile }) {
  const save = useUpdateMyProfile();
  const { register, handleSubmit, formState, setError, watch } = useForm<
    ProfileFieldsInput,
    unknown,
    ProfileFields
  >({
    resolver: zodResolver(profileFieldsSchema),
    values: { displayName: profile.displayName, phone: profile.phone ?? "" },
    mode: "onTouched",
  });
  const e = formState.errors;
  const name = watch("displayName") || profile.displayName;
  const submit = handleSubmit(async (input) => {
    try {
      await save.mutateAsync(input);
      toast.success("Your profile is saved.");
    } catch (err) {
      reportSaveFailure(err, setError, {
        failure: "Your profile could not be saved.",
        retry: () => void submit(),
        id: "profile-save",
        known: ["displayName", "phone"],
      });
    }
  });
  return (
    <SectionCard title="Your details">
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <Flex gap="4" align="center">
            <Avatar.Root size="xl" colorPalette="brand" aria-hidden="true">
              <Avatar.Fallback name={name} />
            </Avatar.Root>
            <Stack gap="0.5" minW="0">
              <Text fontWeight="medium" truncate>
                {profile.email}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {profile.role === "admin" ? "Admin" : "Staff"} · Profile photos come with the media library.
              </Text>
            </Stack>
          </Flex>
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
