import { Avatar, Button, Field, HStack, Input, Stack, Text } from "@chakra-ui/react";
import { meProfileUpdateSchema, type Me } from "@shared/me-profile.schema";
import { useEffect, useState } from "react";
import { FormNotes, SchemaForm } from "@/components/ui/schema-form";
import { useFileInput } from "@/lib/use-file-input";
import { useSchemaSubmit } from "@/lib/use-schema-submit";
import { photoProblem, updateMyAccount, uploadPhoto } from "../api/update-my-account";

/** The name is checked here; the photo when it is picked, and by the API once uploaded. */
const nameSchema = meProfileUpdateSchema.pick({ displayName: true });

const box = { bg: "bg", borderWidth: "1px", borderRadius: "lg", p: "4", gap: "4" } as const;

/**
 * The caller's own name and photo. Students choose a photo (uploaded through a slot, then named
 * in the profile); a guardian's account has a name only. `onSaved` reloads who is signed in.
 */
export function AccountDetails({ me, onSaved }: { me: Me; onSaved: () => void }) {
  // Until the user types, the field follows the account's name: the device's copy first, then the
  // network's, which may be newer (a name saved just before the page was reloaded).
  const [typed, setName] = useState<string | null>(null);
  const name = typed ?? me.displayName;
  const [photo, setPhoto] = useState<File | null>(null);
  const picker = useFileInput();
  const keepPhoto = (file: File | null) => {
    setPhoto(file);
    if (!file) picker.clear();
  };
  const canHavePhoto = me.kind === "student";
  const [picked, setPicked] = useState<string | null>(null);
  useEffect(() => {
    if (!photo) return setPicked(null);
    const url = URL.createObjectURL(photo);
    setPicked(url);
    return () => URL.revokeObjectURL(url);
  }, [photo]);
  const preview = picked ?? me.photoURL ?? undefined;

  const submit = useSchemaSubmit(
    nameSchema,
    { displayName: name },
    async ({ displayName }) => {
      const photoPath = photo ? await uploadPhoto(photo) : undefined;
      await updateMyAccount({ displayName, ...(photoPath ? { photoPath } : {}) });
      keepPhoto(null);
      onSaved();
    },
    { fields: ["displayName", "photoPath"], failure: "Your name and photo could not be saved." },
  );
  const { errors } = submit;

  const pick = (file: File | undefined) => {
    const problem = file ? photoProblem(file) : null;
    submit.setFieldError("photoPath", problem);
    keepPhoto(problem ? null : (file ?? null));
  };

  return (
    <SchemaForm submit={submit} aria-label="Your name and photo">
      <Stack {...box}>
        <HStack gap="4">
          <Avatar.Root size="xl">
            <Avatar.Fallback name={name || me.displayName} />
            {preview && <Avatar.Image src={preview} alt="" />}
          </Avatar.Root>
          <Stack gap="0" minW="0">
            <Text fontSize="lg" fontWeight="semibold" truncate>
              {me.displayName}
            </Text>
            <Text color="fg.muted">{`${me.kind === "guardian" ? "Guardian" : "Student"} at ${me.school.name}`}</Text>
            {me.student?.email && me.kind === "student" && (
              <Text color="fg.muted" truncate>
                {me.student.email}
              </Text>
            )}
          </Stack>
        </HStack>
        <Field.Root required invalid={!!errors.displayName}>
          <Field.Label>Your name</Field.Label>
          <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={80} autoComplete="name" />
          <Field.ErrorText>{errors.displayName}</Field.ErrorText>
        </Field.Root>
        {canHavePhoto && (
          <Field.Root invalid={!!errors.photoPath}>
            <Field.Label>Photo</Field.Label>
            <Input
              ref={picker.ref}
              type="file"
              accept="image/png,image/jpeg,image/webp"
              onChange={(e) => pick(e.target.files?.[0])}
              p="1"
            />
            <Field.HelperText>A PNG, JPEG or WebP image of at most 5 MB.</Field.HelperText>
            <Field.ErrorText>{errors.photoPath}</Field.ErrorText>
          </Field.Root>
        )}
        <FormNotes submit={submit} saved="Saved." />
        <Button
          type="submit"
          colorPalette="brand"
          alignSelf="flex-end"
          loading={submit.busy}
          loadingText="Saving…"
        >
          Save
        </Button>
      </Stack>
    </SchemaForm>
  );
}
