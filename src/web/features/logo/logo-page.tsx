import { LogoMark } from "@/web/components/logo-mark";
import { MAIN_CONTENT_ID } from "@/web/components/skip-link";
import { APP_NAME } from "@/web/lib/app-name";
import { usePageTitle } from "@/web/lib/use-page-title";

/** The logo alone, large and centred on a plain background: a source for posters, slides and stream overlays. */
export function LogoPage() {
  usePageTitle("Logo");
  return (
    <main
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-background px-4 py-12 sm:flex-row sm:gap-8"
    >
      <LogoMark size="xl" />
      <h1 className="text-6xl font-black tracking-tight text-white sm:text-8xl">{APP_NAME}</h1>
    </main>
  );
}
