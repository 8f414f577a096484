// `/account` (not in the specification's route table, which has no account page): signed-in people only.
import { SignedInOnly } from "@/web/app/routes/signed-in-only";
import { AccountPage } from "@/web/features/accounts/account-page";

export function AccountRoute() {
  return <SignedInOnly>{(me) => <AccountPage me={me} />}</SignedInOnly>;
}
