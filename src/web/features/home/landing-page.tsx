import { ArrowLeft, ArrowRight, CalendarClock, LogIn, MessagesSquare, Trophy } from "lucide-react";
import { useEffect, useRef, type ComponentType, type ReactNode, type RefObject, type SVGProps } from "react";
import { Link, useLocation } from "react-router";
import { SiteFooter } from "@/web/components/site-footer";
import { SiteHeader } from "@/web/components/site-header";
import { MAIN_CONTENT_ID } from "@/web/components/skip-link";
import { Starfield } from "@/web/components/starfield";
import { Button } from "@/web/components/ui/button";
import { Label } from "@/web/components/ui/label";
import { Switch } from "@/web/components/ui/switch";
import { APP_NAME, APP_TAGLINE } from "@/web/lib/app-name";
import { useGalaxyBackground } from "@/web/lib/galaxy-background";
import { usePageTitle } from "@/web/lib/use-page-title";

// The auth card opens in place, on the home page; /auth shows the same card for links from elsewhere.
const SIGN_UP_PATH = "/?mode=signup";
const SIGN_IN_PATH = "/?mode=signin";
/** Sent along by the links that switch between the hero and the auth card, so keyboard focus follows the switch. */
const FOCUS_MAIN = { focusMain: true };

type Highlight = { title: string; text: string; Icon: ComponentType<SVGProps<SVGSVGElement>> };

const highlights: Highlight[] = [
  {
    title: "Today's classes",
    text: "Your classes for today with live timing, so you always know what is next and how long is left.",
    Icon: CalendarClock,
  },
  {
    title: "Messages",
    text: "Talk with your school's administrators and see school-wide announcements as they go out.",
    Icon: MessagesSquare,
  },
  {
    title: "Games and tournaments",
    text: "Play Jenga against classmates, climb the leaderboard and sign your team up for spikeball.",
    Icon: Trophy,
  },
];

/**
 * The home page for visitors who are not signed in: the hero and its two ways in, or, once a way in was chosen, the
 * auth card in its place (the header's Login button then reads Back).
 */
export function LandingPage({ authCard }: { authCard?: ReactNode }) {
  const [galaxyBackground, setGalaxyBackground] = useGalaxyBackground();
  const location = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const cardOpen = Boolean(authCard);
  const focusMain = (location.state as typeof FOCUS_MAIN | null)?.focusMain === true;

  // The link that was clicked is gone once the view switches: move the focus to the new content instead.
  useEffect(() => {
    if (focusMain) mainRef.current?.focus();
  }, [focusMain, cardOpen]);

  return (
    <div className="flex min-h-dvh flex-col">
      {galaxyBackground ? <Starfield /> : null}

      <SiteHeader>
        {cardOpen ? (
          <Button asChild variant="outline" size="sm">
            <Link to="/" state={FOCUS_MAIN}>
              <ArrowLeft aria-hidden="true" />
              Back
            </Link>
          </Button>
        ) : (
          <Button asChild variant="outline" size="sm">
            <Link to={SIGN_IN_PATH} state={FOCUS_MAIN}>
              <LogIn aria-hidden="true" />
              Login
            </Link>
          </Button>
        )}
      </SiteHeader>

      {cardOpen ? (
        <main
          ref={mainRef}
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          className="flex flex-1 items-start justify-center px-4 py-8 sm:items-center sm:py-12"
        >
          {authCard}
        </main>
      ) : (
        <Hero mainRef={mainRef} />
      )}

      <SiteFooter>
        <div className="flex items-center gap-2.5">
          <Switch id="galaxy-background" checked={galaxyBackground} onCheckedChange={setGalaxyBackground} />
          <Label htmlFor="galaxy-background" className="text-foreground">
            Galaxy Background
          </Label>
        </div>
      </SiteFooter>
    </div>
  );
}

function Hero({ mainRef }: { mainRef: RefObject<HTMLElement | null> }) {
  usePageTitle();
  return (
    <main ref={mainRef} id={MAIN_CONTENT_ID} tabIndex={-1} className="flex flex-1 flex-col">
      <section
        aria-labelledby="hero-title"
        className="mx-auto flex w-full max-w-3xl flex-1 flex-col items-center justify-center px-4 pt-16 pb-12 text-center sm:pt-24"
      >
        <h1
          id="hero-title"
          className="text-5xl font-black tracking-tight text-white [text-shadow:0_0_36px_rgb(129_140_248/0.6)] sm:text-7xl"
        >
          {APP_NAME}
        </h1>
        <p className="mt-4 text-lg font-semibold tracking-wide text-indigo-200 sm:text-xl">{APP_TAGLINE}</p>
        <p className="mt-6 max-w-xl text-base leading-relaxed text-muted-foreground sm:text-lg">
          The school app made by students for students: today&apos;s classes with live timing, messages with your
          administrators, Jenga games, spikeball tournaments and live game-day scoreboards, all in one place.
        </p>
        <div className="mt-10 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Button asChild size="lg">
            <Link to={SIGN_UP_PATH} state={FOCUS_MAIN}>
              Get Started
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={SIGN_IN_PATH} state={FOCUS_MAIN}>
              Sign In
            </Link>
          </Button>
        </div>
      </section>

      <section aria-labelledby="highlights-title" className="mx-auto w-full max-w-5xl px-4 pb-16 sm:px-6">
        <h2 id="highlights-title" className="sr-only">
          What you can do with {APP_NAME}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-3">
          {highlights.map(({ title, text, Icon }) => (
            <li key={title} className="rounded-xl border border-white/10 bg-card/90 p-5">
              <Icon aria-hidden="true" className="size-6 text-accent" />
              <h3 className="mt-3 font-semibold">{title}</h3>
              <p className="mt-1.5 text-sm leading-relaxed text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
