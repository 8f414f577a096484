/** The id every page gives its <main>, so the skip link always has a target. */
export const MAIN_CONTENT_ID = "main-content";

/** The first thing a keyboard reaches: hidden until focused, it jumps past the header to the page's main landmark. */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only rounded-lg bg-white px-4 py-2 font-semibold text-slate-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:outline-2 focus:outline-offset-2 focus:outline-ring"
    >
      Skip to content
    </a>
  );
}
