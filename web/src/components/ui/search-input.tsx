import { Flex, Input, InputGroup } from "@chakra-ui/react";
import { Search } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";

/** A list's search box: a magnifier, a placeholder and an accessible name (there is no visible label). */
export function SearchInput({
  label,
  placeholder,
  value,
  onChange,
  maxLength = 60,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
}) {
  return (
    <InputGroup flex="1" startElement={<Search size={16} aria-hidden />}>
      <Input
        type="search"
        placeholder={placeholder}
        aria-label={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        maxLength={maxLength}
      />
    </InputGroup>
  );
}

/**
 * A list's filter row: its search box, then its filters (`children`); one above the other on a
 * phone. `search` is the box's text and its setter, as `useUrlSearch` answers them.
 */
export function SearchFilterRow({
  label,
  placeholder,
  search: [value, onChange],
  children,
}: Pick<ComponentProps<typeof SearchInput>, "label" | "placeholder"> & {
  search: readonly [string, (value: string) => void];
  children: ReactNode;
}) {
  return (
    <Flex gap="3" mb="4" direction={{ base: "column", md: "row" }}>
      <SearchInput label={label} placeholder={placeholder} value={value} onChange={onChange} />
      {children}
    </Flex>
  );
}
