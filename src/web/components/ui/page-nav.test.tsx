// @vitest-environment happy-dom
// The page controls: hidden for one page, the buttons stop at the first and the last page, and a tap asks for the
// page beside.
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PageNav } from "./page-nav";

afterEach(cleanup);

describe("PageNav", () => {
  it("shows nothing while everything fits on one page", () => {
    render(<PageNav label="Player pages" page={1} pageCount={1} onPage={() => {}} />);
    expect(screen.queryByRole("navigation")).toBeNull();
  });

  it("says where the reader is and asks for the next and the previous page", () => {
    const onPage = vi.fn();
    render(<PageNav label="Player pages" page={2} pageCount={3} onPage={onPage} />);
    expect(screen.getByRole("navigation", { name: "Player pages" }).textContent).toContain("Page 2 of 3");
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    fireEvent.click(screen.getByRole("button", { name: "Previous" }));
    expect(onPage.mock.calls).toEqual([[3], [1]]);
  });

  it("disables Previous on the first page and Next on the last", () => {
    const { rerender } = render(<PageNav label="Pages" page={1} pageCount={2} onPage={() => {}} nextText="Older" />);
    expect(screen.getByRole("button", { name: "Previous" }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByRole("button", { name: "Older" }).hasAttribute("disabled")).toBe(false);
    rerender(<PageNav label="Pages" page={2} pageCount={2} onPage={() => {}} nextText="Older" />);
    expect(screen.getByRole("button", { name: "Older" }).hasAttribute("disabled")).toBe(true);
  });
});
