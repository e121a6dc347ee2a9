import { conflict } from "../lib/http-error";
import { findByNameLower } from "./programs.repository";

/** Names are unique (case-insensitive); `selfId` is the program being edited. */
export async function assertUniqueName(name: string, selfId?: string) {
  const clash = (await findByNameLower(name.toLowerCase())).find((d) => d.id !== selfId);
  if (clash)
    throw conflict(`A program named "${clash.get("name")}" already exists.`, {
      name: "This name is already used by another program.",
    });
}
