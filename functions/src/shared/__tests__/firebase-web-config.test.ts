import { describe, expect, it } from "vitest";
import { firebaseWebConfig } from "../firebase-web-config";

describe("the browser's Firebase project", () => {
  it("is the emulator suite's demo project when the deploy names none", () => {
    expect(firebaseWebConfig({})).toEqual({
      options: {
        apiKey: "demo-api-key",
        authDomain: "demo-studio-admin.firebaseapp.com",
        projectId: "demo-studio-admin",
        storageBucket: "demo-studio-admin.appspot.com",
        appId: "demo-app",
      },
      usesEmulators: true,
    });
  });

  it("is the deploy's project, with its own bucket when set, and no emulators", () => {
    const config = firebaseWebConfig({
      VITE_FIREBASE_PROJECT_ID: "studio-prod",
      VITE_FIREBASE_API_KEY: "key",
      VITE_FIREBASE_APP_ID: "1:2:web:3",
      VITE_FIREBASE_STORAGE_BUCKET: "studio-prod.firebasestorage.app",
    });
    expect(config.usesEmulators).toBe(false);
    expect(config.options).toEqual({
      apiKey: "key",
      authDomain: "studio-prod.firebaseapp.com",
      projectId: "studio-prod",
      storageBucket: "studio-prod.firebasestorage.app",
      appId: "1:2:web:3",
    });
  });
});
