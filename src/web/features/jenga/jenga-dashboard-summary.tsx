// The student dashboard's Jenga Game card content: my points and rating, kept live. The dashboard route passes it
// into the card's slot (a feature never imports another, so the composition happens in src/web/app/routes).
import { Link } from "react-router";
import { buttonVariants } from "@/web/components/ui/button";
import { useJengaProfile } from "./api/get-profile";
import { useLiveLeaderboard } from "./use-live-jenga";

export function JengaDashboardSummary() {
  const profile = useJengaProfile();
  useLiveLeaderboard(Boolean(profile.data));
  if (!profile.data) {
    return (
      <p className="text-muted-foreground">{profile.isError ? "Your Jenga statistics are unavailable." : "Loading…"}</p>
    );
  }
  const { totalPoints, rating } = profile.data.stats;
  return (
    <dl className="grid grid-cols-2 gap-3">
      <div>
        <dt className="text-sm text-muted-foreground">Points</dt>
        <dd className="text-2xl font-bold tabular-nums">{totalPoints}</dd>
      </div>
      <div>
        <dt className="text-sm text-muted-foreground">Rating</dt>
        <dd className="text-2xl font-bold tabular-nums">{rating}</dd>
      </div>
    </dl>
  );
}

/** The card's action: Play Now, to the hub. */
export function JengaPlayNow() {
  return (
    <Link to="/jenga" className={buttonVariants()}>
      Play Now
    </Link>
  );
}
