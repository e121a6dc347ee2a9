import {
  Accordion,
  Badge,
  Box,
  Breadcrumb,
  Button,
  ButtonGroup,
  Code,
  Collapsible,
  Heading,
  HStack,
  IconButton,
  Kbd,
  List,
  Stack,
  Tabs,
  Text,
  Wrap,
} from "@chakra-ui/react";
import { ChevronLeft, ChevronRight, Plus, Trash2 } from "lucide-react";
import { useState, type ReactNode } from "react";

/** A gallery page's examples, each a titled card, one under the other. */
export type Examples = [title: string, example: ReactNode][];

/** The gallery's basic pages: buttons, badges, paging, collapse, tabs and type. */
export const BUTTONS: Examples = [
  [
    "Variants",
    <Wrap gap="3">
      {(["solid", "subtle", "surface", "outline", "ghost", "plain"] as const).map((v) => (
        <Button key={v} variant={v} colorPalette="brand">
          {v}
        </Button>
      ))}
    </Wrap>,
  ],
  [
    "States and sizes",
    <Wrap gap="3" align="center">
      {(
        [
          ["xs", "Extra small"],
          ["sm", "Small"],
          ["md", "Medium"],
          ["lg", "Large"],
        ] as const
      ).map(([size, label]) => (
        <Button key={size} size={size} colorPalette="brand">
          {label}
        </Button>
      ))}
      <Button loading loadingText="Saving…" colorPalette="brand">
        Save
      </Button>
      <Button disabled>Disabled</Button>
      <Button colorPalette="red" variant="outline">
        <Trash2 /> Archive
      </Button>
      <IconButton aria-label="Add" colorPalette="brand">
        <Plus />
      </IconButton>
    </Wrap>,
  ],
  [
    "Button group",
    <ButtonGroup attached variant="outline" size="sm">
      <Button>Day</Button>
      <Button>Week</Button>
      <Button>Month</Button>
    </ButtonGroup>,
  ],
];

export const BADGES: Examples = [
  [
    "Student status",
    <Wrap gap="3">
      {(
        [
          ["active", "green"],
          ["waitlist", "orange"],
          ["inactive", "gray"],
          ["archived", "red"],
        ] as const
      ).map(([status, palette]) => (
        <Badge key={status} colorPalette={palette}>
          {status}
        </Badge>
      ))}
    </Wrap>,
  ],
  [
    "Variants",
    <Wrap gap="3">
      {(["solid", "subtle", "outline", "surface"] as const).map((v) => (
        <Badge key={v} variant={v} colorPalette="brand">
          {v}
        </Badge>
      ))}
    </Wrap>,
  ],
];

/** Previous and next page, as lists page by cursor. */
function Pager() {
  const [page, setPage] = useState(1);
  return (
    <HStack gap="3">
      <IconButton
        aria-label="Previous page"
        variant="outline"
        size="sm"
        disabled={page === 1}
        onClick={() => setPage((p) => p - 1)}
      >
        <ChevronLeft />
      </IconButton>
      <Text fontSize="sm" aria-live="polite">
        Page {page}
      </Text>
      <IconButton aria-label="Next page" variant="outline" size="sm" onClick={() => setPage((p) => p + 1)}>
        <ChevronRight />
      </IconButton>
    </HStack>
  );
}

export const BREADCRUMB_PAGING: Examples = [
  [
    "Breadcrumb",
    <Breadcrumb.Root aria-label="Example breadcrumb">
      <Breadcrumb.List>
        <Breadcrumb.Item>
          <Breadcrumb.Link href="/dashboard">Home</Breadcrumb.Link>
        </Breadcrumb.Item>
        <Breadcrumb.Separator />
        <Breadcrumb.Item>Student Management</Breadcrumb.Item>
        <Breadcrumb.Separator />
        <Breadcrumb.Item>
          <Breadcrumb.CurrentLink>Student Details</Breadcrumb.CurrentLink>
        </Breadcrumb.Item>
      </Breadcrumb.List>
    </Breadcrumb.Root>,
  ],
  ["Cursor paging (lists load the next page on demand)", <Pager />],
];

export const COLLAPSE: Examples = [
  [
    "Collapsible",
    <Collapsible.Root>
      <Collapsible.Trigger asChild>
        <Button variant="outline" size="sm">
          Show details
        </Button>
      </Collapsible.Trigger>
      <Collapsible.Content>
        <Box mt="3" p="4" borderWidth="1px" borderRadius="md">
          Details appear here and the page below moves down.
        </Box>
      </Collapsible.Content>
    </Collapsible.Root>,
  ],
  [
    "Accordion",
    <Accordion.Root collapsible defaultValue={["one"]}>
      {["one", "two", "three"].map((v) => (
        <Accordion.Item key={v} value={v}>
          <Accordion.ItemTrigger>
            <Text flex="1">Section {v}</Text>
            <Accordion.ItemIndicator />
          </Accordion.ItemTrigger>
          <Accordion.ItemContent>
            <Accordion.ItemBody>Content of section {v}.</Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>,
  ],
];

export const TABS_PILLS: Examples = (["line", "enclosed", "subtle"] as const).map((variant) => [
  variant === "subtle" ? "Pills" : `Tabs (${variant})`,
  <Tabs.Root defaultValue="week" variant={variant} colorPalette="brand">
    <Tabs.List>
      <Tabs.Trigger value="week">This week</Tabs.Trigger>
      <Tabs.Trigger value="month">This month</Tabs.Trigger>
      <Tabs.Trigger value="term">This term</Tabs.Trigger>
    </Tabs.List>
    <Tabs.Content value="week">The week&apos;s view.</Tabs.Content>
    <Tabs.Content value="month">The month&apos;s view.</Tabs.Content>
    <Tabs.Content value="term">The term&apos;s view.</Tabs.Content>
  </Tabs.Root>,
]);

export const TYPOGRAPHY: Examples = [
  [
    "Type scale",
    <Stack gap="3">
      {(["2xl", "xl", "lg", "md", "sm"] as const).map((size) => (
        <Heading key={size} as="h3" size={size}>
          Heading {size}
        </Heading>
      ))}
      <Text>Body text uses the system font stack: nothing to download, readable everywhere.</Text>
      <Text color="fg.muted" fontSize="sm">
        Muted helper text.
      </Text>
      <Text>
        Inline <Code>code</Code> and keys like <Kbd>Tab</Kbd> and <Kbd>Enter</Kbd>.
      </Text>
      <List.Root ps="5">
        <List.Item>Lists use real list markup.</List.Item>
        <List.Item>So screen readers count the items.</List.Item>
      </List.Root>
    </Stack>,
  ],
];
