// The receipt upload of /spikeball-signup: the file checked in the browser with the domain's rule (its error under
// the field, the specification's toast), a preview of the chosen photo, and the upload.
import { ImageUp } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { receiptFormSchema } from "@/domain/spikeball/spikeball-schemas";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { FormField } from "@/web/components/ui/form-field";
import { SubmitButton } from "@/web/components/ui/submit-button";
import { useSchemaForm } from "@/web/components/ui/use-schema-form";
import { raiseErrorToast } from "@/web/lib/query-client";
import { toast } from "@/web/lib/toast";
import { RECEIPT_TOAST, receiptRefusal, submissionFailure, useSubmitApplication } from "./api/submit-application";

export function ReceiptForm() {
  const inputId = useId();
  const { submit, setValue, trigger, getFieldState, reset, setError, formState } = useSchemaForm(receiptFormSchema, {
    defaultValues: { receipt: undefined },
    invalidToast: receiptRefusal,
  });
  const [preview, setPreview] = useState<string | null>(null);
  const send = useSubmitApplication();
  // The preview's object URL is released when it is replaced and when the form goes away.
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  // A file input holds no value a form can set, so the form keeps the file it picked; a refused one is said at once.
  const choose = async (file: File | undefined) => {
    setPreview(null);
    if (!file) return reset();
    setValue("receipt", file);
    const valid = await trigger("receipt");
    if (valid) setPreview(URL.createObjectURL(file));
    else raiseErrorToast(receiptRefusal(getFieldState("receipt").error?.message));
  };

  const onSubmit = submit(({ receipt }) =>
    send.mutate(receipt, {
      onSuccess: () =>
        toast.success("Application submitted", {
          id: RECEIPT_TOAST,
          description: "An admin will review your receipt.",
        }),
      // The toast comes from the mutation; the reason also stays under the field.
      onError: (failure) => setError("receipt", { message: submissionFailure(failure).description }),
    }),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Apply with your receipt</h2>
        </CardTitle>
        <CardDescription>
          Upload a photo of your tournament fee receipt. The receipt must be recent and valid, and you need a valid
          classroom account. An admin reviews every application.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <FormField
            id={inputId}
            label="Receipt image"
            hint="A photo or screenshot (JPEG, PNG, WebP or GIF), at most 10 MB."
            error={formState.errors.receipt}
          >
            {(control) => (
              <input
                {...control}
                name="receipt"
                type="file"
                accept="image/*"
                onChange={(event) => void choose(event.target.files?.[0])}
                className="block w-full rounded-lg border border-input bg-background px-3 py-2 text-sm file:mr-3 file:rounded-md file:border-0 file:bg-secondary file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-foreground"
              />
            )}
          </FormField>
          {preview ? (
            <img
              src={preview}
              alt="Preview of the selected receipt"
              className="max-h-64 w-auto self-start rounded-lg border border-border object-contain"
            />
          ) : null}
          <SubmitButton pending={send.isPending} icon={<ImageUp aria-hidden="true" />} className="self-start">
            Submit Application
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}
