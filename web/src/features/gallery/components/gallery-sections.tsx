import {
  Accordion,
  Badge,
  Box,
  Breadcrumb,
  Button,
  ButtonGroup,
  Checkbox,
  Code,
  Collapsible,
  Flex,
  Heading,
  HStack,
  IconButton,
  Input,
  Kbd,
  List,
  Progress,
  Stack,
  Switch,
  Table,
  Tabs,
  Text,
  Textarea,
  Wrap,
} from "@chakra-ui/react";
import { ChevronLeft, ChevronRight, Map, Plus, Trash2 } from "lucide-react";
import { useState, type ReactNode } from "react";
import { FormField } from "@/components/ui/form-field";
import { EmptyView, ListSkeleton, LoadError } from "@/components/ui/load-states";
import { SelectInput } from "@/components/ui/select-input";
import { SectionCard } from "@/components/ui/section-card";
import { TextTable } from "@/components/ui/text-table";
import type { GalleryPath } from "../gallery-pages";

/** A gallery page's examples, each a titled card, one under the other. */
type Examples = [title: string, example: ReactNode][];

function ExampleList({ examples }: { examples: Examples }) {
  return (
    <Stack gap="4">
      {examples.map(([title, example]) => (
        <SectionCard key={title} title={title}>
          {example}
        </SectionCard>
      ))}
    </Stack>
  );
}

const BUTTONS: Examples = [
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

const BADGES: Examples = [
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

const BREADCRUMB_PAGING: Examples = [
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

const COLLAPSE: Examples = [
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

const TABS_PILLS: Examples = (["line", "enclosed", "subtle"] as const).map((variant) => [
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

const TYPOGRAPHY: Examples = [
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

const FORM_BASICS: Examples = [
  [
    "Fields",
    <Stack gap="4" maxW="lg">
      <FormField label="First name" required>
        <Input name="firstName" />
      </FormField>
      <FormField label="Email" error="Enter a valid email address.">
        <Input name="email" defaultValue="not-an-email" />
      </FormField>
      <FormField label="Level" helper="Chosen from the program's levels.">
        <SelectInput
          name="level"
          options={[
            ["beginner", "Beginner"],
            ["intermediate", "Intermediate"],
            ["advanced", "Advanced"],
          ]}
        />
      </FormField>
      <FormField label="Notes">
        <Textarea name="notes" />
      </FormField>
      <Checkbox.Root>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>Photo consent</Checkbox.Label>
      </Checkbox.Root>
      <Switch.Root>
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>Send a welcome mail</Switch.Label>
      </Switch.Root>
    </Stack>,
  ],
];

const ROWS = [
  { name: "Example row A", group: "Group 1", status: "active" },
  { name: "Example row B", group: "Group 2", status: "waitlist" },
  { name: "Example row C", group: "Group 1", status: "inactive" },
];

const TABLES: Examples = [
  [
    "Table (scrolls inside its box on small screens)",
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <TextTable
        size="sm"
        striped
        minW="480px"
        columns={["Name", "Group", "Status"]}
        rows={ROWS.map((r) => ({ key: r.name, cells: [r.name, r.group, r.status] }))}
      />
    </Table.ScrollArea>,
  ],
  [
    "Loading, empty and failed states",
    <Stack gap="4">
      <ListSkeleton rows={2} />
      <EmptyView title="No students yet" description="Enroll the first student to see them here." />
      <LoadError message="The list could not be loaded." onRetry={() => undefined} />
    </Stack>,
  ],
];

const BARS = [
  { label: "Mon", value: 40 },
  { label: "Wed", value: 75 },
  { label: "Fri", value: 90 },
];

const CHARTS: Examples = [
  [
    "Bars (example values)",
    <Stack gap="3" maxW="lg">
      {BARS.map((b) => (
        <Progress.Root key={b.label} value={b.value} colorPalette="brand" size="lg">
          <Flex justify="space-between">
            <Progress.Label>{b.label}</Progress.Label>
            <Progress.ValueText>{b.value}%</Progress.ValueText>
          </Flex>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      ))}
    </Stack>,
  ],
];

const MAPS: Examples = [
  [
    "Maps",
    <EmptyView
      icon={<Map />}
      title="Studio Admin shows no maps"
      description="The replaced console had a map demo page. No screen needs a map, so no map provider is loaded (and none is allowed by the content security policy)."
    />,
  ],
];

const SAMPLE_PAGE: Examples = [
  [
    "A blank page",
    <Text>
      Every screen starts like this: the page title, the breadcrumb and a card for its content, inside the
      console&apos;s layout.
    </Text>,
  ],
];

const EXAMPLES: Record<GalleryPath, Examples> = {
  "/basic/button": BUTTONS,
  "/basic/badges": BADGES,
  "/basic/breadcrumb-paging": BREADCRUMB_PAGING,
  "/basic/collapse": COLLAPSE,
  "/basic/tabs-pills": TABS_PILLS,
  "/basic/typography": TYPOGRAPHY,
  "/forms/form-basic": FORM_BASICS,
  "/tables/bootstrap": TABLES,
  "/charts/nvd3": CHARTS,
  "/maps/google-map": MAPS,
  "/sample-page": SAMPLE_PAGE,
};

/** The examples of one gallery page. */
export function GallerySection({ path }: { path: GalleryPath }) {
  return <ExampleList examples={EXAMPLES[path]} />;
}
