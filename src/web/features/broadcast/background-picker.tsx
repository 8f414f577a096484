// The banner's background: green for a chroma key, or transparent for a recording or OBS source over video.
import { cn } from "@/web/lib/cn";
import type { BannerBackground } from "./draw-banner";

const BACKGROUNDS: { value: BannerBackground; label: string; hint: string }[] = [
  { value: "green", label: "Green screen", hint: "Key it out in OBS with a chroma key filter." },
  { value: "transparent", label: "Transparent", hint: "No background: the video shows through." },
];

export function BackgroundPicker({
  background,
  onChange,
  disabled,
}: {
  background: BannerBackground;
  onChange: (background: BannerBackground) => void;
  disabled: boolean;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">Background</legend>
      {BACKGROUNDS.map((option) => (
        <label
          key={option.value}
          className={cn(
            "flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm",
            background === option.value ? "border-accent bg-secondary" : "border-border",
          )}
        >
          <input
            type="radio"
            name="background"
            value={option.value}
            checked={background === option.value}
            onChange={() => onChange(option.value)}
            disabled={disabled}
            className="mt-0.5 size-4 accent-indigo-400"
          />
          <span className="flex flex-col gap-0.5">
            <span className="font-semibold">{option.label}</span>
            <span className="text-muted-foreground">{option.hint}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
