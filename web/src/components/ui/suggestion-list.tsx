/**
 * The values an input suggests as the user types (a `<datalist>`); the input names it with
 * `list={id}`. The user may still type a value that is not in it.
 */
export function SuggestionList({ id, values }: { id: string; values: readonly string[] }) {
  return (
    <datalist id={id}>
      {values.map((v) => (
        <option key={v} value={v} />
      ))}
    </datalist>
  );
}
