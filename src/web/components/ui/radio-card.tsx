// One choice of a radio group, shown as a card: the radio, its name and a line that says what it means. Takes the
// input's own props (a react-hook-form registration, or `checked` and `onChange`).
import type { ComponentProps, ReactNode } from "react";

type RadioCardProps = Omit<ComponentProps<"input">, "type"> & { label: ReactNode; hint: ReactNode };

export function RadioCard({ label, hint, ...input }: RadioCardProps) {
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-border bg-background/40 p-3 has-[:checked]:border-accent has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring">
      <input type="radio" {...input} className="mt-1 size-4 accent-[var(--color-accent)]" />
      <span>
        <span className="block font-medium">{label}</span>
        <span className="block text-sm text-muted-foreground">{hint}</span>
      </span>
    </label>
  );
}
