import { Box, Button } from "@chakra-ui/react";
import type { Announcement } from "@shared/announcement.schema";
import { Megaphone, Plus } from "lucide-react";
import { useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { toast } from "react-toastify";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { CursorListStates } from "@/components/ui/load-more-button";
import { EmptyView } from "@/components/ui/load-states";
import { FilterTabs } from "@/components/ui/filter-tabs";
import { PageHeader } from "@/components/ui/page-header";
import { SearchFilterRow } from "@/components/ui/search-input";
import { FilterSelect } from "@/components/ui/select-input";
import { archiveToggle } from "@/components/ui/archive-toggle";
import { toastErrorWithRetry } from "@/components/ui/toasts";
import { useAuth } from "@/lib/auth/use-auth";
import { useSearchParamSetter } from "@/lib/use-search-param-setter";
import { useUrlSearch } from "@/lib/use-url-search";
import { useAudienceOptions } from "../api/get-audience-options";
import { announcementFiltersOf, useAnnouncements } from "../api/list-announcements";
import { useAnnouncementAction, type AnnouncementAction } from "../api/run-announcement-action";
import { STATUS_TABS } from "../types";
import { AnnouncementCard } from "./announcement-card";
import { AnnouncementReader } from "./announcement-reader";

const DONE: Record<Exclude<AnnouncementAction["kind"], "archive" | "restore">, string> = {
  pin: "pinned",
  duplicate: "duplicated as a draft",
  publish: "published",
  delete: "deleted permanently",
};

export function AnnouncementsPage() {
  const { auth } = useAuth();
  const isAdmin = auth.user?.role === "admin";
  // The search replaces the history entry as it is typed; tabs and filters add one.
  const [params, pushParam] = useSearchParamSetter({ push: true });
  const [, replaceParam] = useSearchParamSetter();
  const filters = announcementFiltersOf(params);
  const { status, q, audience } = filters;
  const search = useUrlSearch(q, replaceParam);
  // "All" is the list without a status in its address.
  const setParam = (key: string, value: string) =>
    pushParam(key, key === "status" && value === "all" ? "" : value);

  const options = useAudienceOptions();
  const list = useAnnouncements(filters);
  const action = useAnnouncementAction();
  const [reading, setReading] = useState<Announcement | null>(null);
  const [deleting, setDeleting] = useState<Announcement | null>(null);

  const setArchived = archiveToggle<Announcement>({
    write: (a, archived) =>
      action.mutateAsync({ kind: archived ? "archive" : "restore", id: a._id }).then(() => a),
    name: (a) => `“${a.title}”`,
    resource: "announcement",
  });

  const run = (act: AnnouncementAction, a: Announcement) => {
    if (act.kind === "archive" || act.kind === "restore") return void setArchived(a, act.kind === "archive");
    if (act.kind === "delete" && deleting?._id !== a._id) {
      setDeleting(a);
      return;
    }
    const done = DONE[act.kind];
    action.mutate(act, {
      onSuccess: (result) => {
        setDeleting(null);
        const label = act.kind === "pin" && !act.pinned ? "unpinned" : done;
        if (act.kind === "duplicate" && result)
          toast.success(`“${a.title}” duplicated as a draft: “${result.title}”.`);
        else toast.success(`“${a.title}” ${label}.`);
      },
      onError: (err) => {
        setDeleting(null);
        toastErrorWithRetry(
          `“${a.title}” could not be ${done.replace(" as a draft", "")}. ${err.message}`,
          () => run(act, a),
          `announcement-${act.kind}-${a._id}`,
        );
      },
    });
  };

  const items = list.data?.pages.flatMap((p) => p.data) ?? [];
  const busyId = action.isPending ? action.variables?.id : undefined;

  return (
    <Box>
      <PageHeader
        title="Announcements"
        description="Everything staff have written for students and families, pinned first, then newest."
        primary={{ to: "/announcements/create", label: "New announcement", icon: <Plus /> }}
      />
      <FilterTabs value={status} onChange={(value) => setParam("status", value)} tabs={STATUS_TABS}>
        <SearchFilterRow label="Search announcements" placeholder="Search titles" search={search}>
          <FilterSelect
            label="Filter by audience"
            width="64"
            all="All audiences"
            value={audience}
            onChange={(value) => setParam("audience", value)}
            options={[
              ["everyone", "Everyone"],
              ...(options.data?.groups ?? []).map((g) => [`group:${g.id}`, `Group: ${g.name}`] as const),
              ...(options.data?.programs ?? []).map(
                (p) => [`program:${p.id}`, `Program: ${p.name}`] as const,
              ),
            ]}
          />
        </SearchFilterRow>

        <CursorListStates
          pages={list}
          count={items.length}
          skeleton={{ rows: 4, height: "28" }}
          noun="announcements"
          testId="announcement-list"
          empty={
            <EmptyView
              icon={<Megaphone />}
              title={
                q || audience
                  ? "No announcements match"
                  : status === "all"
                    ? "No announcements yet"
                    : `No ${STATUS_TABS.find((t) => t.value === status)?.label.toLowerCase()} announcements`
              }
              description={
                q || audience
                  ? "Try another search or audience."
                  : "Write one to tell students and families what is happening."
              }
              action={
                !q && !audience ? (
                  <Button asChild size="sm" colorPalette="brand">
                    <RouterLink to="/announcements/create">New announcement</RouterLink>
                  </Button>
                ) : undefined
              }
            />
          }
        >
          {items.map((a) => (
            <AnnouncementCard
              key={a._id}
              announcement={a}
              options={options.data}
              isAdmin={isAdmin}
              busy={busyId === a._id}
              onOpen={() => setReading(a)}
              onAction={run}
            />
          ))}
        </CursorListStates>
      </FilterTabs>

      <AnnouncementReader announcement={reading} options={options.data} onClose={() => setReading(null)} />
      <ConfirmDialog
        open={Boolean(deleting)}
        title="Delete permanently?"
        body={`“${deleting?.title ?? ""}” will be deleted for good. This cannot be undone.`}
        confirmLabel="Delete permanently"
        destructive
        loading={action.isPending}
        onConfirm={() => deleting && run({ kind: "delete", id: deleting._id }, deleting)}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}

export default AnnouncementsPage;
