// A form's state checked in the browser by the same zod schema its action uses (one schema per form): the fields'
// constraints, a check when a field loses focus, and the action's answer once there is one.
import { type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";

type Fields<S extends z.ZodType> = z.input<S> & Record<string, unknown>;

export function useSchemaForm<S extends z.ZodType>(
  schema: S,
  options: {
    id?: string;
    lastResult?: SubmissionResult<string[]> | null;
    /** Checks again on every keystroke once a field has shown an error. */
    revalidateOnInput?: boolean;
  },
) {
  return useForm<Fields<S>, z.output<S>, string[]>({
    id: options.id,
    lastResult: options.lastResult,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: options.revalidateOnInput ? "onInput" : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}
