// A receipt shown to an admin through its signed URL. If it fails to load (the URL expired while the page stayed
// open), it asks the server once for a fresh signed URL and tries again.
import { ImageOff } from "lucide-react";
import { useState } from "react";
import { getReceiptUrl } from "./api/get-receipt-url";

export function ReceiptImage({ applicationId, url, name }: { applicationId: string; url: string; name: string }) {
  const [src, setSrc] = useState(url);
  const [retried, setRetried] = useState(false);
  const [failed, setFailed] = useState(false);
  const [givenUrl, setGivenUrl] = useState(url);
  // A refetch brings a newly signed URL: show that one.
  if (url !== givenUrl) {
    setGivenUrl(url);
    setSrc(url);
    setRetried(false);
    setFailed(false);
  }

  const onError = () => {
    if (retried) return setFailed(true);
    setRetried(true);
    getReceiptUrl(applicationId).then(setSrc, () => setFailed(true));
  };

  if (failed) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <ImageOff aria-hidden="true" className="size-4" />
        The receipt image could not be loaded.
      </p>
    );
  }
  return (
    // At least 44 px square even before a lazy image has loaded (its alt text alone would be a small target).
    <a
      href={src}
      target="_blank"
      rel="noreferrer"
      className="block min-h-11 w-fit min-w-11 rounded-lg focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <img
        src={src}
        onError={onError}
        alt={`Receipt uploaded by ${name}`}
        className="max-h-48 w-auto max-w-full rounded-lg border border-border bg-white object-contain"
        loading="lazy"
      />
      <span className="sr-only"> (opens the full image in a new tab)</span>
    </a>
  );
}
