import type { AppAccountContext, HandlerArgs } from "../lib/handler-context";
import type { MeProfileUpdate, MyAccount } from "../shared/me-profile.schema";
import { updateMyProfile } from "../profile/update-profile.handler";

/**
 * `PATCH /api/me/profile`: a student's or guardian's own name and photo, through the console's
 * profile rules (the photo from their own folder, the name to Auth too, audited).
 */
export async function updateMyAccount({
  ctx,
  input,
}: HandlerArgs<Partial<MeProfileUpdate>, AppAccountContext>): Promise<MyAccount> {
  const profile = await updateMyProfile({ ctx, input });
  return { uid: profile._id, displayName: profile.displayName, photoURL: profile.photoURL };
}
