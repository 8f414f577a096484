// @vitest-environment happy-dom
// The campaign poster's editor: the domain's rule with each error under its field, the promises typed one a line
// becoming the poster's list, kept in this browser.
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { POSTER_TEXTS } from "@/domain/broadcast/poster-texts";
import { CampaignPosterPage } from "./campaign-poster-page";
import { SAMPLE_POSTER } from "./poster-content";

const renderPage = () =>
  render(
    <MemoryRouter>
      <CampaignPosterPage />
    </MemoryRouter>,
  );
const field = (label: string) => screen.getByLabelText<HTMLInputElement | HTMLTextAreaElement>(label);
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const update = () => fireEvent.click(screen.getByRole("button", { name: "Update Poster" }));
const poster = () => within(document.querySelector<HTMLElement>(".campaign-poster")!);

beforeEach(() => window.localStorage.clear());
afterEach(() => cleanup());

describe("the campaign poster's editor", () => {
  it("puts the promises typed one a line on the poster, and keeps them", async () => {
    renderPage();
    type("Promises", "  Free water \n\nLonger lunch\r\n");
    type("Candidate", " Priya Natarajan ");
    update();
    await poster().findByText("Longer lunch");
    poster().getByText("Free water");
    poster().getByText("Priya Natarajan");
    expect(poster().queryByText(SAMPLE_POSTER.promises[0]!)).toBeNull();
    expect(JSON.parse(window.localStorage.getItem("cohort.campaign-poster")!)).toMatchObject({
      name: "Priya Natarajan",
      promises: ["Free water", "Longer lunch"],
    });
    expect(field("Promises").value).toBe("Free water\nLonger lunch");
  });

  it("says under each field what is wrong, and leaves the poster as it was", async () => {
    renderPage();
    type("Promises", " \n ");
    type("Slogan", "   ");
    update();
    const promisesError = await screen.findByText(POSTER_TEXTS.promisesRequired);
    expect(field("Promises").getAttribute("aria-describedby")).toContain(promisesError.id);
    expect(field("Slogan").getAttribute("aria-invalid")).toBe("true");
    screen.getByText(POSTER_TEXTS.sloganRequired);
    expect(field("Candidate").getAttribute("aria-invalid")).toBeNull();
    poster().getByText(SAMPLE_POSTER.promises[0]!);
    expect(window.localStorage.getItem("cohort.campaign-poster")).toBeNull();
  });
});
