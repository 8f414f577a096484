import { createContext, useContext, useEffect } from "react";
import { APP_NAME, APP_TAGLINE } from "@/web/lib/app-name";

export const DEFAULT_DESCRIPTION = `${APP_NAME}: the school app ${APP_TAGLINE}. Today's classes, messages, games and tournaments in one place.`;

/** The document title for a page: "Terms of Service | Cohort", or the product's own title when no page name is given. */
export function formatPageTitle(title?: string): string {
  return title ? `${title} | ${APP_NAME}` : `${APP_NAME} | ${APP_TAGLINE}`;
}

/**
 * Given only while a public page is rendered at build time (`render-public-page.tsx`), where effects do not run:
 * it is told the page's title and description, which go into the page's <head>.
 */
export const PageHeadRecorder = createContext<((title: string, description: string) => void) | null>(null);

/** Sets the tab title and the meta description while the calling page is shown. */
export function usePageTitle(title?: string, description: string = DEFAULT_DESCRIPTION): void {
  useContext(PageHeadRecorder)?.(formatPageTitle(title), description);
  useEffect(() => {
    document.title = formatPageTitle(title);
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement("meta");
      meta.name = "description";
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
