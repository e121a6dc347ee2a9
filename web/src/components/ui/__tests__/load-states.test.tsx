import { ChakraProvider } from "@chakra-ui/react";
import { fireEvent, render, screen } from "@testing-library/react";
import { system } from "@/components/ui/system";
import { EmptyView, QueryStates } from "../load-states";

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
});
