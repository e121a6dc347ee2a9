import { ChakraProvider } from "@chakra-ui/react";
import { fireEvent, render, screen } from "@testing-library/react";
import { system } from "@/components/ui/system";
import { allQueries, EmptyView, liveQuery, QueryStates } from "../load-states";

type Query = Parameters<typeof QueryStates<string[]>>[0]["query"];

const states = (query: Partial<Query>) => {
  const full: Query = {
    isPending: false,
    isError: false,
    error: null,
    data: undefined,
    refetch: vi.fn(),
    ...query,
  };
  render(
    <ChakraProvider value={system}>
      <QueryStates
        query={full}
        noun="groups"
        skeleton={{ rows: 3 }}
        empty={<EmptyView title="No groups yet" />}
      >
        {(names) => (
          <ul>
            {names.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        )}
      </QueryStates>
    </ChakraProvider>,
  );
  return full;
};

describe("QueryStates", () => {
  it("shows the skeleton's rows while the query loads", () => {
    states({ isPending: true });
    expect(screen.getByRole("status", { name: "Loading" }).children).toHaveLength(3);
  });

  it("names what failed, with the error's words, and asks again on Retry", () => {
    const query = states({ isError: true, error: new Error("Network down.") });
    expect(screen.getByText("The groups could not be loaded. Network down.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(query.refetch).toHaveBeenCalledOnce();
  });

  it("shows the empty view for an empty list, else the items", () => {
    states({ data: [] });
    expect(screen.getByText("No groups yet")).toBeTruthy();
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("hands the loaded items to its children", () => {
    states({ data: ["Ballet 1", "Jazz 2"] });
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Ballet 1", "Jazz 2"]);
    expect(screen.queryByText("No groups yet")).toBeNull();
  });

  it("keeps what was loaded when a refresh fails, and says so above it", () => {
    states({ isError: true, error: new Error("Network down."), data: ["Ballet 1"] });
    expect(screen.getByText("The groups could not be loaded. Network down.")).toBeTruthy();
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Ballet 1"]);
  });
});

describe("allQueries", () => {
  const query = <T,>(q: Partial<Parameters<typeof QueryStates<T>>[0]["query"]>) => ({
    isPending: false,
    isError: false,
    error: null,
    data: undefined as T | undefined,
    refetch: vi.fn(async () => undefined),
    ...q,
  });

  it("loads while any query loads, and has the tuple of data once all have theirs", () => {
    const groups = query<string[]>({ data: ["Ballet 1"] });
    expect(allQueries(groups, query<number>({ isPending: true })).isPending).toBe(true);
    const both = allQueries(groups, query<number>({ data: 3 }));
    expect(both.isPending).toBe(false);
    expect(both.data).toEqual([["Ballet 1"], 3]);
  });

  it("fails with the first failure and asks again only the queries that failed", async () => {
    const ok = query<number>({ data: 1 });
    const failed = query<number>({ isError: true, error: new Error("Refused.") });
    const both = allQueries(ok, failed);
    expect(both.isError).toBe(true);
    expect(both.error?.message).toBe("Refused.");
    expect(both.data).toBeUndefined();
    await both.refetch();
    expect(failed.refetch).toHaveBeenCalledOnce();
    expect(ok.refetch).not.toHaveBeenCalled();
  });
});

describe("liveQuery", () => {
  it("has no data while the listener loads, then its data", () => {
    expect(liveQuery(["a"], true)).toMatchObject({ isPending: true, data: undefined });
    expect(liveQuery(["a"], false)).toMatchObject({ isPending: false, isError: false, data: ["a"] });
  });
});
