import { Center, Spinner } from "@chakra-ui/react";

export function PageLoading() {
  return (
    <Center py="20" aria-busy="true">
      <Spinner size="lg" color="brand.600" aria-label="Loading page" />
    </Center>
  );
}
