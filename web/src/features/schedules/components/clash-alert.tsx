import { Alert } from "@chakra-ui/react";

/** The API's answer when the session would overlap another one in the room, group or instructor. */
export function ClashAlert({ message }: { message: string }) {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
