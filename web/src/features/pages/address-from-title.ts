/**
 * The address a new page's title suggests: "Dress code & shoes (2026)" -> "dress-code-shoes-2026"
 * (lowercase letters and digits in words joined by single hyphens, accents dropped, at most 60
 * characters, never ending in a hyphen).
 */
export function addressFromTitle(title: string): string {
  return title
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
}
