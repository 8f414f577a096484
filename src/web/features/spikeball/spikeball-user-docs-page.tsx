// `/admin/spikeball-user-docs` (admins; the route guards it): how the student side of spikeball works, for the staff
// who run it, with one button that copies the whole text.
import { ArrowLeft, Copy } from "lucide-react";
import { Link } from "react-router";
import { toast } from "@/web/lib/toast";
import { UPCOMING_MATCHES_SHOWN } from "@/domain/spikeball/bracket";
import { SiteFooter } from "@/web/components/site-footer";
import { SiteHeader } from "@/web/components/site-header";
import { MAIN_CONTENT_ID } from "@/web/components/skip-link";
import { Button, buttonVariants } from "@/web/components/ui/button";
import { usePageTitle } from "@/web/lib/use-page-title";

type DocSection = { title: string; paragraphs?: string[]; list?: string[] };

const TITLE = "Spikeball User Documentation";
const INTRO =
  "How the spikeball area works for students: applying with a receipt, teams and invites, tournaments and brackets, and live match scores. Admin actions are listed where students see their effect.";

export const SPIKEBALL_USER_DOCS: DocSection[] = [
  {
    title: "Applying",
    paragraphs: [
      "A student applies on /spikeball-signup by uploading a photo of a recent, valid receipt. Only image files are accepted. They need a valid classroom account.",
      "After submitting, the page shows the application's status (pending, approved or denied), the admin's notes and the date it was submitted. Approved students get a 'Go to Tournament Dashboard' button; denied students get 'Back to Home'.",
      "The dashboard at /spikeball-dashboard needs an approved application; anyone else is sent to /spikeball-signup.",
    ],
  },
  {
    title: "My Team",
    list: [
      "A student without a team can create one; whoever creates a team is its captain.",
      "A team has at most 4 players by default. The captain badge and each member's joined date are shown with the x/max count.",
      "While the team has room, 'Invite Players' searches approved users by name or email who are not on a team yet, with an Invite button per user.",
    ],
  },
  {
    title: "Invites",
    list: [
      "The Invites tab shows a count badge and each pending invite with the team name, who invited, and the date.",
      "Accept joins the team; Decline turns the invite down.",
    ],
  },
  {
    title: "Tournaments",
    paragraphs: [
      "Approved users can view tournaments in ready, active or completed status, and all of their matches. Tournaments still in setup are invisible to students, in the app and in the API.",
    ],
    list: [
      `Upcoming Matches lists the student's own team's next matches (up to ${UPCOMING_MATCHES_SHOWN}), the one in progress first.`,
      "Each tournament shows its status badge, description, start date and teams count / max teams.",
      "'View Bracket' draws the whole single-elimination bracket as columns of rounds, labelled from the last: Finals, Semifinals, Quarterfinals, else Round N. Winners are highlighted; on a phone the bracket scrolls sideways.",
      "Open brackets update live: scores, started matches and winners appear without reloading.",
    ],
  },
  {
    title: "Match scores",
    list: [
      "Captains can update scores of in-progress matches their team plays, from Upcoming Matches; the other team's captain and everyone watching the bracket see the new score live.",
      "Scores are whole numbers of at least 0.",
      "Only admins start and end matches. Ending needs both teams and no tie ('Match cannot end in a tie. Please update scores.').",
      "When a match ends, the server advances the winner in the same transaction: to round + 1, match ceil(n / 2), as team 1 if n is odd, else team 2. Ending the final completes the tournament.",
      "If an admin re-scores a completed match and the winner changes, the new winner takes the place in the next round and later results that no longer hold are cleared.",
    ],
  },
  {
    title: "Tournament life cycle",
    list: [
      "setup: the admin creates the tournament (max teams 4, 8, 16 or 32), builds the bracket (log2(max teams) rounds) and places teams, by hand or seeded at random with byes spread so that no two byes meet.",
      "ready: Publish Bracket makes it visible to students; byes advance automatically.",
      "active: the first match started.",
      "completed: the final ended.",
    ],
  },
];

/** The whole documentation as plain text, as the copy button puts it on the clipboard. */
export function spikeballUserDocsText(): string {
  const parts = [TITLE, "", INTRO];
  for (const section of SPIKEBALL_USER_DOCS) {
    parts.push("", section.title);
    for (const p of section.paragraphs ?? []) parts.push(p);
    for (const item of section.list ?? []) parts.push(`- ${item}`);
  }
  return parts.join("\n");
}

const slug = (title: string) => `docs-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;

export function SpikeballUserDocsPage() {
  usePageTitle(TITLE);
  const copyAll = async () => {
    try {
      await navigator.clipboard.writeText(spikeballUserDocsText());
      toast.success("Documentation copied to the clipboard");
    } catch {
      toast.error("Copy failed");
    }
  };
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader>
        <Link to="/admin/dashboard" className={buttonVariants({ variant: "outline", size: "sm" })}>
          <ArrowLeft aria-hidden="true" />
          <span className="hidden sm:inline">Back to Dashboard</span>
          <span className="sm:hidden">Back</span>
        </Link>
      </SiteHeader>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="mx-auto w-full max-w-3xl flex-1 px-4 py-10 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight break-words">{TITLE}</h1>
        <p className="mt-3 text-muted-foreground">{INTRO}</p>
        <Button className="mt-6 h-auto min-h-10 whitespace-normal" onClick={() => void copyAll()}>
          <Copy aria-hidden="true" />
          Copy All Documentation to Clipboard
        </Button>
        {SPIKEBALL_USER_DOCS.map((section) => (
          <section key={section.title} className="mt-10" aria-labelledby={slug(section.title)}>
            <h2 id={slug(section.title)} className="text-xl font-semibold">
              {section.title}
            </h2>
            {section.paragraphs?.map((p, i) => (
              <p key={i} className="mt-3 leading-relaxed text-muted-foreground">
                {p}
              </p>
            ))}
            {section.list ? (
              <ul className="mt-4 list-disc space-y-2 pl-6 text-muted-foreground">
                {section.list.map((item, i) => (
                  <li key={i}>{item}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </main>
      <SiteFooter />
    </div>
  );
}
