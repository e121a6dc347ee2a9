/**
 * Title search as a real Firestore query: a record stores the lower-case word prefixes of its
 * title (`searchTokens`), and a search asks for its first word with `array-contains`, then keeps
 * the records that hold the other words too. Accents fold away, so "Pirouette" finds "pirouétte".
 */

const WORD_MAX = 20;
const TOKENS_MAX = 400;

function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Lower-case word prefixes of a title, stored as `searchTokens`. */
export function searchTokens(title: string): string[] {
  const tokens = new Set<string>();
  for (const w of wordsOf(title))
    for (let i = 1; i <= Math.min(w.length, WORD_MAX); i++) tokens.add(w.slice(0, i));
  return [...tokens].slice(0, TOKENS_MAX);
}

/** The words of a search, normalised the same way as `searchTokens`. */
export function searchWords(q: string): string[] {
  return wordsOf(q).map((w) => w.slice(0, WORD_MAX));
}
