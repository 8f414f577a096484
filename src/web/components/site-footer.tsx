import type { ReactNode } from "react";
import { Link } from "react-router";
import { APP_NAME, APP_TAGLINE } from "@/web/lib/app-name";

/** Each link is a 24 px tall target with a mouse, 44×44 on a phone. */
const footerLinkClass =
  "inline-flex min-h-6 items-center rounded max-sm:min-h-11 max-sm:min-w-11 max-sm:justify-center text-accent underline-offset-4 hover:underline";

/** The bottom bar of the site's pages: the legal links, and room for page controls such as the background switch. */
export function SiteFooter({ children }: { children?: ReactNode }) {
  return (
    <footer className="relative z-10 border-t border-white/10 bg-background/85">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>
          © {new Date().getFullYear()} {APP_NAME}, {APP_TAGLINE}
        </p>
        <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
          <nav aria-label="Legal">
            <ul className="flex items-center gap-5">
              <li>
                <Link to="/terms" className={footerLinkClass}>
                  Terms
                </Link>
              </li>
              <li>
                <Link to="/privacy" className={footerLinkClass}>
                  Privacy
                </Link>
              </li>
            </ul>
          </nav>
          {children}
        </div>
      </div>
    </footer>
  );
}
