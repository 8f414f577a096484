// Privacy's texts and the export's name and format tag, without zod: the dashboard needs a text at its first paint
// and none of the schemas (privacy-schemas.ts re-exports these).

export const PRIVACY_TEXTS = {
  enterPassword: "Enter your password to confirm",
  wrongPassword: "That password is not right. Your account was not deleted.",
  noPassword: "This account has no password to confirm with. Ask an administrator to delete it.",
  cannotDeleteSelf: "You cannot delete your own account from the console. Use “Delete my account” on your dashboard.",
  lastAdmin: "This is the last administrator account: make another administrator first.",
  userNotFound: "User not found",
  accountDeleted: "Your account and all your data have been deleted",
} as const;

export const EXPORT_FORMAT = "cohort-data-export/1" as const;

/** `cohort-data-2026-11-23.json`: the date of the download (UTC). */
export function dataExportFileName(now: Date): string {
  return `cohort-data-${now.toISOString().slice(0, 10)}.json`;
}

/** Deleting one's account needs one's password typed (the server checks it, and its length: deleteMyAccountSchema). */
export function confirmationPasswordProblem(password: string): string | null {
  return password.length > 0 ? null : PRIVACY_TEXTS.enterPassword;
}
