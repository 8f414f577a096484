import * as LabelPrimitive from "@radix-ui/react-label";
import type { ComponentProps } from "react";
import { cn } from "@/web/lib/cn";

/** The id a <Label htmlFor={controlId}> gets, for a control that names itself by aria-labelledby (the Switch). */
export const labelIdFor = (controlId: string) => `${controlId}-label`;

export function Label({ className, id, htmlFor, ...props }: ComponentProps<typeof LabelPrimitive.Root>) {
  return (
    <LabelPrimitive.Root
      data-slot="label"
      id={id ?? (htmlFor ? labelIdFor(htmlFor) : undefined)}
      htmlFor={htmlFor}
      className={cn(
        "flex items-center gap-2 text-sm leading-none font-medium select-none peer-disabled:cursor-not-allowed peer-disabled:opacity-50",
        className,
      )}
      {...props}
    />
  );
}
