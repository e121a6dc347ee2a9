import type { User } from "firebase/auth";
import { useEffect, useState } from "react";
import { loadFirebaseUser } from "./load-firebase-user";

/**
 * The Firebase user for a screen that needs it now (re-authentication): loads Firebase Auth at
 * once rather than after the first screen. Undefined until Firebase has read its stored state.
 */
export function useFirebaseUser(): User | null | undefined {
  const [user, setUser] = useState<User | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void loadFirebaseUser()
      .then((firebase) => firebase.currentFirebaseUser())
      .then((current) => live && setUser(current));
    return () => {
      live = false;
    };
  }, []);
  return user;
}
