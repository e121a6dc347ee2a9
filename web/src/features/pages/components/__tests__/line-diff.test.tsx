import { ChakraProvider } from "@chakra-ui/react";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { system } from "@/components/ui/system";
import { LineDiff } from "../line-diff";

const renderDiff = (before: string, after: string) =>
  render(
    <ChakraProvider value={system}>
      <LineDiff before={before} after={after} />
    </ChakraProvider>,
  );

describe("LineDiff", () => {
  it("marks removed and added lines, for the eye and for a screen reader", () => {
    renderDiff(
      "Term starts 8 September.\nHalf term in October.",
      "Term starts 9 September.\nHalf term in October.",
    );
    const rows = screen.getAllByRole("listitem").map((li) => li.textContent);
    expect(rows).toEqual([
      "−Removed: Term starts 8 September.",
      "+Added: Term starts 9 September.",
      " Half term in October.",
    ]);
  });
  it("says when nothing changed", () => {
    renderDiff("Same.", "Same.");
    expect(screen.getByText("The text is the same in both versions.")).toBeTruthy();
  });
});
