// The admin login: sign in, then ask the server who this is; anyone but an admin is signed out again at once.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Me } from "@/domain/accounts/account-schemas";
import { ApiError } from "@/web/lib/api-client";
import { readSessionAnew } from "./api/get-me";
import { signIn, signInErrorMessage, type SignInData } from "./api/sign-in";
import { signOut } from "./api/end-session";
import { clearSession } from "./api/sign-out";

export const ACCESS_DENIED = "Access Denied: You do not have admin privileges.";

/** Signed in, but not as an admin: already signed out again. */
export class NotAnAdminError extends Error {
  override readonly name = "NotAnAdminError";
  constructor() {
    super(ACCESS_DENIED);
  }
}

/** Signed in, but the role could not be read: signed out again to be safe. */
export class AdminCheckError extends Error {
  override readonly name = "AdminCheckError";
}

export function useAdminSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (data: SignInData): Promise<Me> => {
      await signIn(data);
      // The page's own "who is visiting" check may still be on its way, sent before the session cookie existed:
      // that answer (nobody) would sign a real admin out. Ask anew.
      let session;
      try {
        session = await readSessionAnew(queryClient);
      } catch (error) {
        await signOut().catch(() => undefined);
        clearSession(queryClient);
        throw new AdminCheckError(error instanceof Error ? error.message : "Please try again.", { cause: error });
      }
      if (session.status === "signed-in" && session.user.role === "admin") return session.user;
      await signOut();
      clearSession(queryClient);
      throw new NotAnAdminError();
    },
    meta: { errorMessage: adminSignInError },
  });
}

function adminSignInError(error: Error) {
  if (error instanceof NotAnAdminError) return error.message;
  if (error instanceof AdminCheckError) return { title: "Error checking admin privileges", description: error.message };
  if (error instanceof ApiError) return signInErrorMessage(error);
  return { title: "An unexpected error occurred", description: "Please try again." };
}
