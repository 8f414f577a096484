// The restriction screen, loaded only for the blocked visitors it is for: `/` and `/dashboard` show it.
import { lazy, Suspense } from "react";
import type { AccountBlock } from "@/domain/accounts/account-schemas";
import { PageLoading } from "@/web/app/page-loading";

const RestrictionScreen = lazy(() =>
  import("@/web/features/accounts/restriction-screen").then((m) => ({ default: m.RestrictionScreen })),
);

export function RestrictionScreenView({ block }: { block: AccountBlock }) {
  return (
    <Suspense fallback={<PageLoading />}>
      <RestrictionScreen block={block} />
    </Suspense>
  );
}
