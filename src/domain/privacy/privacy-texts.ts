// Privacy's texts: the "Your data" card and the console show them, the server refuses with them.

export const PRIVACY_TEXTS = {
  enterPassword: "Enter your password to confirm",
  wrongPassword: "That password is not right. Your account was not deleted.",
  noPassword: "This account has no password to confirm with. Ask an administrator to delete it.",
  cannotDeleteSelf: "You cannot delete your own account from the console. Use “Delete my account” on your dashboard.",
  lastAdmin: "This is the last administrator account: make another administrator first.",
  userNotFound: "User not found",
  accountDeleted: "Your account and all your data have been deleted",
} as const;
