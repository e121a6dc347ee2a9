/*
 * What the visitor typed into index.html's static sign-in form before React arrived, and whether
 * they already tapped Sign in: read once, just before React replaces the shell, so nothing typed
 * and no tap is lost in the swap.
 */
let typed = { email: "", password: "" };
let unsent = false;

export function takeShellInput() {
  const value = (id: string) => (document.getElementById(id) as HTMLInputElement | null)?.value ?? "";
  const root = document.documentElement;
  unsent = root.dataset.shellSubmit !== undefined;
  delete root.dataset.shellSubmit;
  typed = { email: value("ss-email"), password: value("ss-password") };
}

export const shellInput = () => typed;

/** True once if the shell's form was submitted: the sign-in page then submits what was typed. */
export function takeShellSubmit(): boolean {
  const was = unsent;
  unsent = false;
  return was;
}
