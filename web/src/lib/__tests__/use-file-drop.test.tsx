import { fireEvent, render } from "@testing-library/react";
import { useFileDrop } from "../use-file-drop";

function Zone({ onFiles, taking }: { onFiles: (files: FileList) => void; taking?: boolean }) {
  const { dragging, dropHandlers } = useFileDrop(onFiles, taking);
  return <div data-testid="zone" data-dragging={dragging} {...dropHandlers} />;
}

const drag = (types: string[], files: File[] = []) => ({ dataTransfer: { types, files } });

describe("useFileDrop", () => {
  it("lights while files are held over it and hands them over on drop", () => {
    const onFiles = vi.fn();
    const zone = render(<Zone onFiles={onFiles} />).getByTestId("zone");
    const file = new File(["x"], "a.png", { type: "image/png" });
    fireEvent.dragOver(zone, drag(["Files"], [file]));
    expect(zone.dataset.dragging).toBe("true");
    fireEvent.drop(zone, drag(["Files"], [file]));
    expect(zone.dataset.dragging).toBe("false");
    expect(onFiles).toHaveBeenCalledWith([file]);
  });

  it("leaves a drag of text to the browser", () => {
    const zone = render(<Zone onFiles={vi.fn()} />).getByTestId("zone");
    expect(fireEvent.dragOver(zone, drag(["text/plain"]))).toBe(true);
    expect(zone.dataset.dragging).toBe("false");
    // true: not prevented, so text dropped into a field inside the zone is inserted.
    expect(fireEvent.drop(zone, drag(["text/plain"]))).toBe(true);
  });

  it("catches files it does not take, without lighting or handing them over", () => {
    const onFiles = vi.fn();
    const zone = render(<Zone onFiles={onFiles} taking={false} />).getByTestId("zone");
    // false: the default (opening the file in the tab) was prevented.
    expect(fireEvent.dragOver(zone, drag(["Files"]))).toBe(false);
    expect(zone.dataset.dragging).toBe("false");
    fireEvent.drop(zone, drag(["Files"]));
    expect(onFiles).not.toHaveBeenCalled();
  });
});
