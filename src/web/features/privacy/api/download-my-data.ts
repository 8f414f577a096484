// GET /api/privacy/export: all my data as a JSON file, saved under the name the server gives it. Fetched (not a plain
// link) so a failure shows as a message instead of a downloaded error page.
import { useMutation } from "@tanstack/react-query";
import { dataExportFileName } from "@/domain/privacy/privacy-schemas";
import { ApiError, isApiErrorBody } from "@/web/lib/api-client";

export async function downloadMyData(): Promise<string> {
  const response = await fetch("/api/privacy/export", {
    credentials: "same-origin",
    headers: { Accept: "application/json" },
  });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    if (isApiErrorBody(body)) throw new ApiError(response.status, body.error.code, body.error.message);
    throw new ApiError(response.status, "export_failed", `The download failed (${response.status}).`);
  }
  const name =
    /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? dataExportFileName(new Date());
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser a moment to start the download before the blob goes.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
  return name;
}

export function useDownloadMyData() {
  return useMutation({
    mutationFn: downloadMyData,
    meta: { errorMessage: (error) => ({ title: "Failed to download your data", description: error.message }) },
  });
}
