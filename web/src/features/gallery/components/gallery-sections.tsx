import { Checkbox, Flex, Input, Progress, Stack, Switch, Table, Text, Textarea } from "@chakra-ui/react";
import { Map } from "lucide-react";
import { FormField } from "@/components/ui/form-field";
import { EmptyView, QueryStates, type LoadingQuery } from "@/components/ui/load-states";
import { SelectInput } from "@/components/ui/select-input";
import { SectionCard } from "@/components/ui/section-card";
import { TextTable } from "@/components/ui/text-table";
import type { GalleryPath } from "../gallery-pages";
import {
  BADGES,
  BREADCRUMB_PAGING,
  BUTTONS,
  COLLAPSE,
  TABS_PILLS,
  TYPOGRAPHY,
  type Examples,
} from "./gallery-basic-examples";

/** A page's examples, each a titled card, one under the other. */
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

/** A load in each of its states (loading, empty, failed), shown through the one recipe screens use. */
const EXAMPLE_LOADS: LoadingQuery<string[]>[] = [
  { isPending: true, isError: false, error: null, data: undefined, refetch: async () => undefined },
  { isPending: false, isError: false, error: null, data: [], refetch: async () => undefined },
  {
    isPending: false,
    isError: true,
    error: new Error("Example failure."),
    data: undefined,
    refetch: async () => undefined,
  },
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
      {EXAMPLE_LOADS.map((query, i) => (
        <QueryStates
          key={i}
          query={query}
          noun="list"
          skeleton={{ rows: 2 }}
          empty={
            <EmptyView title="No students yet" description="Enroll the first student to see them here." />
          }
        >
          {() => null}
        </QueryStates>
      ))}
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
