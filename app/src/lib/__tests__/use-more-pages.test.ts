import { act, renderHook } from "@testing-library/react";
import { meRoutes } from "@shared/me.routes";
import { apiCall } from "../api-call";
import { useMorePages } from "../use-more-pages";

vi.mock("../api-call", () => ({ apiCall: vi.fn() }));
const call = vi.mocked(apiCall) as unknown as ReturnType<typeof vi.fn>;

type Item = { _id: string };
const page = (ids: string[], nextCursor: string | null) => ({
  data: ids.map((_id) => ({ _id })) as never[],
  nextCursor,
});
const ids = (items: unknown[]) => (items as Item[]).map((i) => i._id);

function feed(first: ReturnType<typeof page>) {
  return renderHook(({ first }) => useMorePages(meRoutes.announcements, first, 2), {
    initialProps: { first },
  });
}

describe("useMorePages", () => {
  beforeEach(() => call.mockReset());

  it("appends the next page with the cursor the last one gave", async () => {
    call.mockResolvedValueOnce(page(["c", "d"], "k2"));
    const { result } = feed(page(["a", "b"], "k1"));
    await act(() => result.current.loadMore());
    expect(call).toHaveBeenCalledWith(meRoutes.announcements, { query: { limit: 2, cursor: "k1" } });
    expect(ids(result.current.items)).toEqual(["a", "b", "c", "d"]);
    expect(result.current.hasMore).toBe(true);
  });

  it("keeps the loaded pages when the first page is asked for again and ends with the same item", async () => {
    call.mockResolvedValueOnce(page(["c", "d"], "k2"));
    const { result, rerender } = feed(page(["a", "b"], "k1"));
    await act(() => result.current.loadMore());
    // The same first page, answered again: a new cursor (each one issued is different).
    rerender({ first: page(["a", "b"], "k1-again") });
    expect(ids(result.current.items)).toEqual(["a", "b", "c", "d"]);
    call.mockResolvedValueOnce(page(["e"], null));
    await act(() => result.current.loadMore());
    expect(call).toHaveBeenLastCalledWith(meRoutes.announcements, { query: { limit: 2, cursor: "k2" } });
    expect(ids(result.current.items)).toEqual(["a", "b", "c", "d", "e"]);
    expect(result.current.hasMore).toBe(false);
  });

  it("drops pages loaded after a first page that has changed since", async () => {
    call.mockResolvedValueOnce(page(["c", "d"], "k2"));
    const { result, rerender } = feed(page(["a", "b"], "k1"));
    await act(() => result.current.loadMore());
    rerender({ first: page(["new", "a"], "k3") });
    expect(ids(result.current.items)).toEqual(["new", "a"]);
    call.mockResolvedValueOnce(page(["b", "c"], "k4"));
    await act(() => result.current.loadMore());
    expect(call).toHaveBeenLastCalledWith(meRoutes.announcements, { query: { limit: 2, cursor: "k3" } });
    expect(ids(result.current.items)).toEqual(["new", "a", "b", "c"]);
  });
});
