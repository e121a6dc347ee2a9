import { toast } from "react-toastify";
import { archiveTitled, archiveToggle } from "../archive-toggle";
import { toastErrorWithRetry, toastWithUndo } from "../toasts";

vi.mock("react-toastify", () => ({ toast: { success: vi.fn() } }));
vi.mock("../toasts", () => ({ toastErrorWithRetry: vi.fn(), toastWithUndo: vi.fn() }));

beforeEach(() => vi.clearAllMocks());

/** The action a toast was given (Undo, Retry), to press it. */
const pressed = (mock: unknown) =>
  (vi.mocked(mock as (m: string, a: () => void) => void).mock.calls.at(-1)?.[1] ?? (() => {}))();

describe("archiveToggle", () => {
  it("says what it archived, and Undo restores what the write answered, not what was asked", async () => {
    const write = vi.fn(async (ids: string[], archived: boolean) => (archived ? ids.slice(1) : ids));
    const setArchived = archiveToggle({ write, name: (ids) => `${ids.length} videos`, resource: "videos" });

    await setArchived(["already-archived", "v1", "v2"], true);
    expect(toastWithUndo).toHaveBeenCalledWith("2 videos archived.", expect.any(Function));

    pressed(toastWithUndo);
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith("2 videos restored."));
    expect(write).toHaveBeenLastCalledWith(["v1", "v2"], false);
  });

  it("reports a failure with Retry, which asks again", async () => {
    const write = vi
      .fn<(r: { _id: string; title: string }, archived: boolean) => Promise<unknown>>()
      .mockRejectedValueOnce(new Error("Network down."))
      .mockResolvedValueOnce(undefined);
    const setArchived = archiveTitled(
      { mutateAsync: ({ id, archived }) => write({ _id: id, title: "" }, archived) },
      "page",
    );

    await setArchived({ _id: "p1", title: "Term dates" }, true);
    expect(toastErrorWithRetry).toHaveBeenCalledWith(
      "“Term dates” could not be archived. Network down.",
      expect.any(Function),
      "page-archive",
    );
    expect(toastWithUndo).not.toHaveBeenCalled();

    pressed(toastErrorWithRetry);
    await vi.waitFor(() =>
      expect(toastWithUndo).toHaveBeenCalledWith("“Term dates” archived.", expect.any(Function)),
    );
    expect(write).toHaveBeenCalledTimes(2);
  });
});
