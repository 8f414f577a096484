// Sign Out as every screen offers it: end the session, say so, and go back to the home page.
import { useNavigate } from "react-router";
import { toast } from "@/web/lib/toast";
import { useSignOut } from "./api/sign-out";

export function useSignOutToHome() {
  const signOut = useSignOut({
    errorMessage: (error) => ({ title: "Error signing out", description: error.message }),
  });
  const navigate = useNavigate();
  return {
    pending: signOut.isPending,
    signOut: () =>
      signOut.mutate(undefined, {
        onSuccess: () => {
          toast.success("Signed out");
          void navigate("/");
        },
      }),
  };
}
