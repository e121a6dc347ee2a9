import { Alert, CloseButton } from "@chakra-ui/react";
import { useState } from "react";

const DISMISSED = "studio-app.install-guide-dismissed";

/** iPhone and iPad Safari, not yet opened from the home screen: the only way to install there is by hand. */
export function needsInstallGuide(nav: Navigator & { standalone?: boolean }, dismissed: boolean): boolean {
  const ios =
    /iPhone|iPad|iPod/.test(nav.userAgent) || (nav.platform === "MacIntel" && nav.maxTouchPoints > 1);
  const safari = /Safari\//.test(nav.userAgent) && !/CriOS|FxiOS|EdgiOS/.test(nav.userAgent);
  return ios && safari && nav.standalone !== true && !dismissed;
}

/** A short, dismissable "Add to Home Screen" guide for iPhone Safari. */
export function InstallGuide() {
  const [shown, setShown] = useState(() =>
    needsInstallGuide(navigator, localStorage.getItem(DISMISSED) !== null),
  );
  if (!shown) return null;
  return (
    <Alert.Root status="info" borderRadius="lg" mb="4">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Add the app to your Home Screen</Alert.Title>
        <Alert.Description>
          Tap the Share button at the bottom of Safari, then “Add to Home Screen”. It then opens like an app,
          even offline.
        </Alert.Description>
      </Alert.Content>
      <CloseButton
        size="sm"
        aria-label="Dismiss"
        onClick={() => {
          localStorage.setItem(DISMISSED, "1");
          setShown(false);
        }}
      />
    </Alert.Root>
  );
}
