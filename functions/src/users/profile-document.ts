import { FieldValue } from "firebase-admin/firestore";
import type { Role } from "../shared/roles";

/**
 * The stored shape of a person's two profile documents, written by the API
 * (users.repository.ts) and by the seed (scripts/seed, through the built functions/lib). Pure.
 */

export interface PublicProfile {
  displayName: string;
  photoURL: string | null;
}

export interface PrivateProfile {
  email: string | null;
  role: Role | null;
  studentId: string | null;
}

/** Presence of someone new; live state the browser owns afterwards. */
export interface NewPresence {
  status: "Offline";
  lastSeen: Date | null;
  isTyping: false;
}

/**
 * `users/{uid}` (public: name, photo, presence) and `userProfiles/{uid}` (private: email, role,
 * student id), both to be merged. `presence` is given only for a new person.
 */
export function profileDocuments(profile: PublicProfile & PrivateProfile, presence?: NewPresence) {
  const { displayName, photoURL, email, role, studentId } = profile;
  // Profiles written before the split kept the private fields here: drop them on the way.
  const legacy = { email: FieldValue.delete(), role: FieldValue.delete(), studentId: FieldValue.delete() };
  return {
    public: { displayName, photoURL, ...presence, ...legacy },
    private: { email, role, studentId },
  };
}
