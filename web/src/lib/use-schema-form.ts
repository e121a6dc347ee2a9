import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type FieldValues, type UseFormProps } from "react-hook-form";
import type { z } from "zod";

/**
 * A form checked by a shared schema (the one the API parses with): its fields hold the schema's
 * input, its submit gets the schema's output, and a field shows its error once the user leaves it.
 */
export function useSchemaForm<In extends FieldValues, Out>(
  schema: z.ZodType<Out, In>,
  options: Omit<UseFormProps<In, unknown, Out>, "resolver"> = {},
) {
  return useForm<In, unknown, Out>({ resolver: zodResolver(schema), mode: "onTouched", ...options });
}
