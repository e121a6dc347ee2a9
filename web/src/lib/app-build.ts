/**
 * Which build this tab runs (the commit it was built from, or what the deploy set): staff can tell
 * support which version they see, and a deploy is told apart from the build before it.
 */
export const APP_BUILD: string = import.meta.env.VITE_APP_BUILD || "dev";
