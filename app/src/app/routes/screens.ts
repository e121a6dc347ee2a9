import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { SCREEN_TABLE, type ScreenEntry } from "./screen-table";

export interface Screen extends ScreenEntry {
  Component: LazyExoticComponent<ComponentType>;
}

/** The router's screens: each entry of the table, rendered through `lazy`. */
export const SCREENS: Screen[] = SCREEN_TABLE.map((entry) => ({ ...entry, Component: lazy(entry.load) }));
