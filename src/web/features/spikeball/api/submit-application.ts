import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SpikeballApplicationView } from "@/domain/spikeball/spikeball-schemas";
import { apiFetch } from "@/web/lib/api-client";
import { spikeballKeys } from "./spikeball-keys";

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
  });
}
