// The banner's name and title; 'Update Graphics' puts them on the banner, 'Restart Animation' plays its entry again.
import { RotateCcw } from "lucide-react";
import type { FormEvent } from "react";
import {
  LOWER_THIRD_NAME_MAX_LENGTH,
  LOWER_THIRD_SAMPLE,
  LOWER_THIRD_TITLE_MAX_LENGTH,
  lowerThirdTextSchema,
} from "@/domain/broadcast/lower-third";
import { LOWER_THIRD_TEXTS } from "@/domain/broadcast/lower-third-texts";
import { Button } from "@/web/components/ui/button";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { useSchemaForm } from "@/web/components/ui/use-schema-form";

export type BannerText = { name: string; title: string };

/** The form's state, kept by the generator so typed text survives a visit to the output view. */
export function useBannerTextForm() {
  return useSchemaForm(lowerThirdTextSchema, {
    defaultValues: { ...LOWER_THIRD_SAMPLE },
  });
}

export function BannerTextForm({
  form: { register, submit, formState },
  onUpdate,
  onRestart,
}: {
  form: ReturnType<typeof useBannerTextForm>;
  onUpdate: (text: BannerText) => void;
  onRestart: () => void;
}) {
  // Wrapped in an event handler, so the compiler sees that the banner restarts on submit, not during render.
  const update = (event: FormEvent<HTMLFormElement>) => submit(onUpdate)(event);
  return (
    <form noValidate onSubmit={update} className="flex flex-col gap-4">
      <FormField id="lower-third-name" label="Name" registration={register("name")} error={formState.errors.name}>
        {(control) => <Input {...control} maxLength={LOWER_THIRD_NAME_MAX_LENGTH} />}
      </FormField>
      <FormField id="lower-third-title" label="Title" registration={register("title")} error={formState.errors.title}>
        {(control) => <Input {...control} maxLength={LOWER_THIRD_TITLE_MAX_LENGTH} />}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit">{LOWER_THIRD_TEXTS.updateGraphics}</Button>
        <Button type="button" variant="outline" onClick={onRestart}>
          <RotateCcw aria-hidden="true" />
          {LOWER_THIRD_TEXTS.restartAnimation}
        </Button>
      </div>
    </form>
  );
}
