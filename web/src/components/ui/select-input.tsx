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
