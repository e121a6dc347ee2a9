/*
 * What the visitor typed into index.html's static sign-in form before React arrived: read once,
 * just before React replaces the shell, so nothing typed is lost in the swap.
 */
let typed: { email: string; password: string } = { email: "", password: "" };

export function takeShellInput() {
  const value = (id: string) => (document.getElementById(id) as HTMLInputElement | null)?.value ?? "";
  typed = { email: value("ss-email"), password: value("ss-password") };
}

export const shellInput = () => typed;
