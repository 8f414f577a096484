// @vitest-environment happy-dom
// The app's dialog on Radix's: the button says what it opens, the dialog opens, closes on Escape and on Close, hands
// focus back (to the element focused as it opened, when it has no trigger), and follows a caller that keeps it open.
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "./dialog";

afterEach(cleanup);

function Example({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  return (
    <Dialog onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <button type="button">Open settings</button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Settings</DialogTitle>
        <DialogDescription>Change how the app looks.</DialogDescription>
        <DialogClose asChild>
          <button type="button">Done</button>
        </DialogClose>
      </DialogContent>
    </Dialog>
  );
}

/** A dialog its caller keeps open or closed, opened by a button that is not its trigger (an Edit button in a list). */
function EditUser({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <p>{open ? "state: open" : "state: closed"}</p>
      <button type="button" onClick={() => setOpen(true)}>
        Edit Ada
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>Edit user</DialogTitle>
          <DialogDescription>Change the name.</DialogDescription>
        </DialogContent>
      </Dialog>
    </>
  );
}

describe("Dialog", () => {
  it("renders only its button until opened, and says on the button that it opens a dialog", () => {
    render(<Example />);
    const button = screen.getByRole("button", { name: "Open settings" });
    expect(button.getAttribute("aria-haspopup")).toBe("dialog");
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("opens with its title and description, closes on Escape and gives focus back to its button", async () => {
    const onOpenChange = vi.fn();
    render(<Example onOpenChange={onOpenChange} />);
    const button = screen.getByRole("button", { name: "Open settings" });
    button.focus();
    fireEvent.click(button);

    const dialog = await screen.findByRole("dialog", { name: "Settings" });
    expect(dialog.getAttribute("aria-describedby")).toBe(screen.getByText("Change how the app looks.").id);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(button.getAttribute("aria-controls")).toBe(dialog.id);
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    // Focus moves into the dialog once its effects have run (Escape is listened for from then on).
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    fireEvent.keyDown(document.activeElement!, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(button.getAttribute("aria-expanded")).toBe("false");
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it("closes from a DialogClose inside it and opens again", async () => {
    render(<Example />);
    fireEvent.click(screen.getByRole("button", { name: "Open settings" }));
    fireEvent.click(await screen.findByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    fireEvent.click(screen.getByRole("button", { name: "Open settings" }));
    await screen.findByRole("dialog", { name: "Settings" });
  });

  it("follows a caller that keeps it open or closed, asking the caller to close it", async () => {
    render(<EditUser initiallyOpen />);
    const dialog = await screen.findByRole("dialog", { name: "Edit user" });
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    screen.getByText("state: closed");
    expect(dialog.isConnected).toBe(false);
  });

  it("gives focus back to the element focused as it opened, when it has no trigger", async () => {
    render(<EditUser />);
    const edit = screen.getByRole("button", { name: "Edit Ada" });
    edit.focus();
    fireEvent.click(edit);
    const dialog = await screen.findByRole("dialog", { name: "Edit user" });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(edit));
  });
});
