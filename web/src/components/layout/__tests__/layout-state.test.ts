import { describe, expect, it } from "vitest";
import { initialLayoutState, layoutReducer, type LayoutAction } from "../layout-state";

describe("layoutReducer", () => {
  it("flips collapseMenu and sets it by width", () => {
    const collapsed = layoutReducer(initialLayoutState, { type: "COLLAPSE_MENU" });
    expect(collapsed.collapseMenu).toBe(true);
    expect(layoutReducer(collapsed, { type: "COLLAPSE_MENU" }).collapseMenu).toBe(false);
    expect(
      layoutReducer(initialLayoutState, { type: "SET_COLLAPSE_MENU", collapsed: true }).collapseMenu,
    ).toBe(true);
  });

  it("adds and removes a sub menu in the open and trigger lists", () => {
    const open = layoutReducer(
      { ...initialLayoutState, isOpen: ["a"], isTrigger: ["a"] },
      { type: "COLLAPSE_TOGGLE", menu: { id: "b", type: "sub" } },
    );
    expect(open.isOpen).toEqual(["a", "b"]);
    expect(open.isTrigger).toEqual(["a", "b"]);
    const closed = layoutReducer(open, { type: "COLLAPSE_TOGGLE", menu: { id: "a", type: "sub" } });
    expect(closed.isOpen).toEqual(["b"]);
    expect(closed.isTrigger).toEqual(["b"]);
  });

  it("makes a non-sub menu the only open one, or clears the lists when it was triggered", () => {
    const only = layoutReducer(
      { ...initialLayoutState, isOpen: ["a", "b"], isTrigger: ["a", "b"] },
      { type: "COLLAPSE_TOGGLE", menu: { id: "c", type: "item" } },
    );
    expect(only.isOpen).toEqual(["c"]);
    expect(only.isTrigger).toEqual(["c"]);
    const cleared = layoutReducer(only, { type: "COLLAPSE_TOGGLE", menu: { id: "c", type: "item" } });
    expect(cleared.isOpen).toEqual([]);
    expect(cleared.isTrigger).toEqual([]);
  });

  it("removes a sub menu on nav collapse leave, keeps the lists on content leave, resets layout and collapse", () => {
    const state = { ...initialLayoutState, collapseMenu: true, isOpen: ["a", "b"], isTrigger: ["a"] };
    expect(
      layoutReducer(state, { type: "NAV_COLLAPSE_LEAVE", menu: { id: "a", type: "sub" } }),
    ).toMatchObject({ isOpen: ["b"], isTrigger: [] });
    expect(layoutReducer(state, { type: "NAV_COLLAPSE_LEAVE", menu: { id: "a", type: "item" } })).toBe(state);
    expect(layoutReducer(state, { type: "NAV_CONTENT_LEAVE" })).toBe(state);
    expect(layoutReducer(state, { type: "RESET" })).toMatchObject({
      layout: "vertical",
      collapseMenu: false,
      isOpen: ["a", "b"],
    });
  });

  it("throws on an unknown action", () => {
    expect(() => layoutReducer(initialLayoutState, { type: "NOPE" } as unknown as LayoutAction)).toThrow(
      /Unknown layout action/,
    );
  });
});
