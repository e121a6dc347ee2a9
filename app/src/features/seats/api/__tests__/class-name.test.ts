import { classNameOn } from "../class-name";

describe("classNameOn", () => {
  it("drops the weekday and time that the row says beside it", () => {
    // 29 November 2026 is a Sunday.
    expect(classNameOn("Junior Ballet · Sun 22:00", "2026-11-29", "22:00")).toBe("Junior Ballet");
    expect(classNameOn("Tap · Jazz · Sun 09:30", "2026-11-29", "09:30")).toBe("Tap · Jazz");
  });

  it("keeps a name that does not end in its own day and time", () => {
    expect(classNameOn("Junior Ballet · Mon 22:00", "2026-11-29", "22:00")).toBe("Junior Ballet · Mon 22:00");
    expect(classNameOn("Junior Ballet · Sun 22:00", "2026-11-29", "18:00")).toBe("Junior Ballet · Sun 22:00");
    expect(classNameOn(" · Sun 22:00", "2026-11-29", "22:00")).toBe(" · Sun 22:00");
  });
});
