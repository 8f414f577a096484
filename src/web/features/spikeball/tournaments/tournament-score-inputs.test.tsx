// @vitest-environment happy-dom
// The score boxes the captain's form and the admin's match row share: each box's error under it, the scores sent as
// numbers, and scores saved elsewhere replacing what the boxes hold.
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ScoresInput } from "@/domain/spikeball/tournament-schemas";
import { TOURNAMENT_TEXTS } from "@/domain/spikeball/tournament-texts";
import { ScoreInputs, useScoreForm } from "./tournament-score-inputs";

type Saved = { team1Score: number; team2Score: number; status: string };

function ScoreForm({ match, onScores }: { match: Saved; onScores: (scores: ScoresInput) => void }) {
  const form = useScoreForm(match);
  return (
    <form onSubmit={form.submit(onScores)} noValidate>
      <ScoreInputs idPrefix="m1" team1Name="Aces" team2Name="Blocks" form={form} />
      <button type="submit">Send</button>
    </form>
  );
}

const box = (team: string) => screen.getByLabelText<HTMLInputElement>(`${team} score`);
const type = (team: string, value: string) => fireEvent.change(box(team), { target: { value } });

afterEach(() => cleanup());

describe("the score boxes", () => {
  it("send the scores typed as numbers", async () => {
    const onScores = vi.fn();
    render(<ScoreForm match={{ team1Score: 0, team2Score: 0, status: "in_progress" }} onScores={onScores} />);
    type("Aces", "21");
    type("Blocks", "19");
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(onScores).toHaveBeenCalledTimes(1));
    expect(onScores.mock.calls[0]![0]).toEqual({ team1Score: 21, team2Score: 19 });
  });

  it("refuse a score that is not one under its own box, and send nothing", async () => {
    const onScores = vi.fn();
    render(<ScoreForm match={{ team1Score: 0, team2Score: 0, status: "in_progress" }} onScores={onScores} />);
    type("Blocks", "-3");
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    const error = await screen.findByText(TOURNAMENT_TEXTS.score);
    expect(box("Blocks").getAttribute("aria-invalid")).toBe("true");
    expect(box("Blocks").getAttribute("aria-describedby")).toBe(error.id);
    expect(box("Aces").getAttribute("aria-invalid")).toBeNull();
    expect(screen.getAllByText(TOURNAMENT_TEXTS.score)).toHaveLength(1);
    expect(onScores).not.toHaveBeenCalled();
  });

  it("show scores saved elsewhere in place of what was typed", async () => {
    const match = { team1Score: 3, team2Score: 2, status: "in_progress" };
    const { rerender } = render(<ScoreForm match={match} onScores={vi.fn()} />);
    expect(box("Aces").value).toBe("3");
    type("Aces", "9");
    rerender(<ScoreForm match={{ ...match, team2Score: 5 }} onScores={vi.fn()} />);
    await waitFor(() => expect(box("Blocks").value).toBe("5"));
    expect(box("Aces").value).toBe("3");
  });
});
