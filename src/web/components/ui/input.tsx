import type { ComponentProps } from "react";
import { cn } from "@/web/lib/cn";

/**
 * Shared look of text inputs and selects: a 3:1 border, a visible focus ring, a red border when aria-invalid;
 * 44 px tall on a phone.
 */
export const fieldControlClass =
  "h-11 w-full min-w-0 rounded-lg border border-input bg-background/60 px-3 text-base text-foreground shadow-sm transition-colors outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/60 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-red-400 sm:h-10 sm:text-sm";

export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return <input data-slot="input" type={type} className={cn(fieldControlClass, className)} {...props} />;
}
