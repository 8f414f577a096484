import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SpikeballApplicationView } from "@/domain/spikeball/spikeball-schemas";
import { SPIKEBALL_TEXTS } from "@/domain/spikeball/spikeball-texts";
import { ApiError, apiFetch } from "@/web/lib/api-client";
import type { ErrorToast } from "@/web/lib/query-client";
import { spikeballKeys } from "../../api/query-keys";

/** The form's one toast: a later message (the upload went through) replaces an earlier one (no file selected). */
export const RECEIPT_TOAST = "spikeball-receipt";

/** The specification's toast for a receipt the form refuses: its title ("Invalid file type"), the reason under it. */
export function receiptRefusal(message: string = SPIKEBALL_TEXTS.noFile): ErrorToast {
  const title =
    message === SPIKEBALL_TEXTS.noFile
      ? SPIKEBALL_TEXTS.noFileTitle
      : message === SPIKEBALL_TEXTS.invalidType
        ? SPIKEBALL_TEXTS.invalidTypeTitle
        : undefined;
  return title ? { title, description: message, id: RECEIPT_TOAST } : { title: message, id: RECEIPT_TOAST };
}

/** Why an upload failed: the server's title and reason for a refusal, a plain "try again" for anything else. */
export function submissionFailure(error: Error) {
  const title =
    error instanceof ApiError && typeof error.details?.title === "string"
      ? error.details.title
      : SPIKEBALL_TEXTS.submissionFailedTitle;
  const description =
    error instanceof ApiError && error.status > 0 && error.status < 500
      ? error.message
      : SPIKEBALL_TEXTS.submissionFailed;
  return { title, description, id: RECEIPT_TOAST };
}

/** Uploads the receipt as multipart form data (field `receipt`). */
export function useSubmitApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (receipt: File) => {
      const body = new FormData();
      body.append("receipt", receipt);
      return apiFetch<{ application: SpikeballApplicationView }>("/api/spikeball/application", {
        method: "POST",
        body,
        retry: false,
      }).then((r) => r.application);
    },
    onSuccess: (application) => queryClient.setQueryData(spikeballKeys.application(), application),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: spikeballKeys.application() }),
    meta: { errorMessage: submissionFailure },
  });
}
