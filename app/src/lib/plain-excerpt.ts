/**
 * A short plain-text preview of Markdown for a list (the full text goes through the sanitising
 * renderer when opened): marks, link targets, images and HTML removed, whitespace collapsed.
 */
export function plainExcerpt(markdown: string, max = 140): string {
  const text = markdown
    .replace(/<[^>]*>/g, " ") // raw HTML is never shown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, " ") // images
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1") // links keep their text
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, "") // headings, quotes, list marks
    .replace(/[*_~`]+/g, "")
    .replace(/\s+/g, " ")
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
