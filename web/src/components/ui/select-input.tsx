import { NativeSelect } from "@chakra-ui/react";
import type { ComponentProps } from "react";

/** A choice as `[value, label]`. */
export type SelectOption = readonly [value: string | number, label: string];

interface Props extends ComponentProps<typeof NativeSelect.Field> {
  /** The choices, after any `<option>` children (such as an "All …" first choice). */
  options?: readonly SelectOption[];
  /** The wrapper's size and width. */
  root?: NativeSelect.RootProps;
}

/** A native select with Chakra's styling and indicator; takes `register(...)` or value/onChange. */
export function SelectInput({ options, root, children, ...field }: Props) {
  return (
    <NativeSelect.Root {...root}>
      <NativeSelect.Field {...field}>
        {children}
        {options?.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/**
 * A list's filter: full width on a phone and, with `width`, that wide from md up (without, the
 * width of its grid cell). With `all`, its first choice is that (the value ""); a choice hands its
 * value to `onChange`.
 */
export function FilterSelect({
  label,
  width,
  all,
  disabled,
  onChange,
  ...select
}: {
  label: string;
  width?: string;
  all?: string;
  disabled?: boolean;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
}) {
  return (
    <SelectInput
      root={{ w: width ? { base: "full", md: width } : "full", disabled }}
      aria-label={label}
      onChange={(e) => onChange(e.target.value)}
      {...select}
    >
      {all !== undefined && <option value="">{all}</option>}
    </SelectInput>
  );
}
