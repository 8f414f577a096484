// @vitest-environment happy-dom
// The receipt upload: the domain's rule in the browser (a file, an image, not too large) with its error under the
// field and the specification's toast, then the upload, and the server's refusal under the field too.
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { RECEIPT_MAX_BYTES } from "@/domain/spikeball/spikeball-rules";
import { SPIKEBALL_TEXTS } from "@/domain/spikeball/spikeball-texts";
import { fetchDoubleForEachTest, jsonResponse, renderWithQueries } from "@/web/testing/fetch-double";
import { toastErrorsForEachTest } from "@/web/testing/toast-errors";
import { ReceiptForm } from "./receipt-form";

const fileInput = () => screen.getByLabelText<HTMLInputElement>("Receipt image");
const pick = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });
const submit = () => fireEvent.click(screen.getByRole("button", { name: "Submit Application" }));
const image = (size = 64) => new File([new Uint8Array(size)], "receipt.png", { type: "image/png" });

/** The message under the field, tied to it for screen readers. */
async function fieldError(message: string) {
  const error = await screen.findByText(message);
  expect(fileInput().getAttribute("aria-invalid")).toBe("true");
  expect(fileInput().getAttribute("aria-describedby")).toContain(error.id);
}

describe("the receipt upload", () => {
  const fetchMock = fetchDoubleForEachTest();
  const toastError = toastErrorsForEachTest();

  it("asks for a file when sent without one, under the field and in the specification's toast", async () => {
    renderWithQueries(<ReceiptForm />);
    submit();
    await fieldError(SPIKEBALL_TEXTS.noFile);
    expect(toastError).toHaveBeenCalledWith(SPIKEBALL_TEXTS.noFileTitle, {
      description: SPIKEBALL_TEXTS.noFile,
      id: "spikeball-receipt",
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("refuses a file that is not an image as soon as it is picked, and sends nothing", async () => {
    renderWithQueries(<ReceiptForm />);
    pick(new File(["%PDF"], "receipt.pdf", { type: "application/pdf" }));
    await fieldError(SPIKEBALL_TEXTS.invalidType);
    expect(toastError).toHaveBeenCalledWith(SPIKEBALL_TEXTS.invalidTypeTitle, {
      description: SPIKEBALL_TEXTS.invalidType,
      id: "spikeball-receipt",
    });
    expect(screen.queryByRole("img")).toBeNull();
    submit();
    await fieldError(SPIKEBALL_TEXTS.invalidType);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("refuses an image larger than the server accepts", async () => {
    renderWithQueries(<ReceiptForm />);
    pick(image(RECEIPT_MAX_BYTES + 1));
    await fieldError(SPIKEBALL_TEXTS.tooLarge);
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("previews a picked image, clears the earlier refusal and uploads it", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ application: { status: "pending", adminNotes: null, createdAt: "2026-11-20T10:00:00.000Z" } }),
    );
    renderWithQueries(<ReceiptForm />);
    submit();
    await fieldError(SPIKEBALL_TEXTS.noFile);
    const photo = image();
    pick(photo);
    await screen.findByRole("img", { name: "Preview of the selected receipt" });
    expect(screen.queryByText(SPIKEBALL_TEXTS.noFile)).toBeNull();
    submit();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe("/api/spikeball/application");
    expect((init?.body as FormData).get("receipt")).toBe(photo);
  });

  it("keeps the server's refusal under the field", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ error: { code: "unreadable_image", message: SPIKEBALL_TEXTS.unreadableImage } }, 422),
    );
    renderWithQueries(<ReceiptForm />);
    pick(image());
    await screen.findByRole("img", { name: "Preview of the selected receipt" });
    submit();
    await fieldError(SPIKEBALL_TEXTS.unreadableImage);
  });
});
