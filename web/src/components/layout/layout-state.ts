/** The layout state and its transitions. */
export interface LayoutState {
  layout: "vertical";
  collapseMenu: boolean;
  isOpen: string[];
  isTrigger: string[];
}

export type LayoutAction =
  | { type: "CHANGE_LAYOUT"; layout: "vertical" }
  | { type: "COLLAPSE_MENU" }
  | { type: "SET_COLLAPSE_MENU"; collapsed: boolean }
  | { type: "COLLAPSE_TOGGLE"; menu: { id: string; type: "sub" | "item" } }
  | { type: "NAV_COLLAPSE_LEAVE"; menu: { id: string; type: "sub" | "item" } }
  | { type: "NAV_CONTENT_LEAVE" }
  | { type: "RESET" };

export const initialLayoutState: LayoutState = {
  layout: "vertical",
  collapseMenu: false,
  isOpen: [],
  isTrigger: [],
};

const without = (list: string[], id: string) => list.filter((x) => x !== id);

export function layoutReducer(state: LayoutState, action: LayoutAction): LayoutState {
  switch (action.type) {
    case "CHANGE_LAYOUT":
      return { ...state, layout: action.layout };
    case "COLLAPSE_MENU":
      return { ...state, collapseMenu: !state.collapseMenu };
    case "SET_COLLAPSE_MENU":
      return { ...state, collapseMenu: action.collapsed };
    case "COLLAPSE_TOGGLE": {
      const { id, type } = action.menu;
      if (type === "sub") {
        const open = state.isOpen.includes(id);
        return {
          ...state,
          isOpen: open ? without(state.isOpen, id) : [...state.isOpen, id],
          isTrigger: open ? without(state.isTrigger, id) : [...state.isTrigger, id],
        };
      }
      // A non-sub menu becomes the only open item, or closes if it was already triggered.
      const triggered = state.isTrigger.includes(id);
      return { ...state, isOpen: triggered ? [] : [id], isTrigger: triggered ? [] : [id] };
    }
    case "NAV_COLLAPSE_LEAVE":
      if (action.menu.type !== "sub") return state;
      return {
        ...state,
        isOpen: without(state.isOpen, action.menu.id),
        isTrigger: without(state.isTrigger, action.menu.id),
      };
    case "NAV_CONTENT_LEAVE":
      return state;
    case "RESET":
      return { ...state, layout: initialLayoutState.layout, collapseMenu: initialLayoutState.collapseMenu };
    default: {
      const unknown: never = action;
      throw new Error(`Unknown layout action: ${JSON.stringify(unknown)}`);
    }
  }
}
