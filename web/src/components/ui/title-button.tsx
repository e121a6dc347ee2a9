import { chakra } from "@chakra-ui/react";

/** An item's title that opens it (a card's heading): reads as a link, is a button. */
export const TitleButton = chakra(
  "button",
  {
    base: {
      textAlign: "start",
      fontWeight: "semibold",
      color: "brand.fg",
      minW: "0",
      overflowWrap: "anywhere",
      cursor: "pointer",
      borderRadius: "sm",
      _hover: { textDecoration: "underline" },
      _focusVisible: { outline: "2px solid", outlineColor: "brand.focusRing", outlineOffset: "2px" },
    },
  },
  { defaultProps: { type: "button" } },
);
