import * as SwitchPrimitive from "@radix-ui/react-switch";
import type { ComponentProps } from "react";
import { labelIdFor } from "@/web/components/ui/label";
import { cn } from "@/web/lib/cn";

/**
 * An on/off switch (role="switch"); give it an id and a <Label htmlFor> with it, or an aria-label. The switch names
 * itself by aria-labelledby pointing at that label: Chromium names a button from <label for>, but HTML_CodeSniffer
 * (pa11y H91) and Siteimprove Alfa (sia-r8) do not, and every engine must agree (issue 36). The button is a 44×44 target on a phone
 * (24 px tall elsewhere) around the visible 44×24 track.
 */
export function Switch({ className, ...props }: ComponentProps<typeof SwitchPrimitive.Root>) {
  const named = props["aria-label"] !== undefined || props["aria-labelledby"] !== undefined;
  return (
    <SwitchPrimitive.Root
      data-slot="switch"
      className={cn(
        "group peer inline-flex h-11 w-11 shrink-0 cursor-pointer items-center justify-center rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-50 sm:h-6 sm:rounded-full",
        className,
      )}
      aria-labelledby={!named && props.id ? labelIdFor(props.id) : undefined}
      {...props}
    >
      <span className="inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent transition-colors group-data-[state=checked]:bg-primary group-data-[state=unchecked]:bg-slate-500">
        <SwitchPrimitive.Thumb
          data-slot="switch-thumb"
          className="pointer-events-none block size-5 rounded-full bg-white shadow-md ring-0 transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0"
        />
      </span>
    </SwitchPrimitive.Root>
  );
}
