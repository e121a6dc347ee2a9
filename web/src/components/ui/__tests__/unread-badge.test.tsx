import { ChakraProvider } from "@chakra-ui/react";
import { render, screen } from "@testing-library/react";
import { system } from "@/components/ui/system";
import { UnreadBadge } from "../unread-badge";

const badge = (count: number) =>
  render(
    <ChakraProvider value={system}>
      <UnreadBadge count={count} testId="badge" />
    </ChakraProvider>,
  );

describe("UnreadBadge", () => {
  it("shows nothing when none is unread", () => {
    badge(0);
    expect(screen.queryByTestId("badge")).toBeNull();
  });

  it("shows the count, and 99+ beyond 99", () => {
    const { unmount } = badge(7);
    expect(screen.getByTestId("badge")).toHaveTextContent("7");
    unmount();
    badge(120);
    expect(screen.getByTestId("badge")).toHaveTextContent("99+");
  });
});
