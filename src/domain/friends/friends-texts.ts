// The friends' texts: the screens show them, the schemas and the server refuse with them.
import { DECLINE_COOLDOWN_DAYS, FRIEND_CODE_LENGTH } from "./friend-rules";

export const FRIENDS_TEXTS = {
  enterEmailOrCode: "Enter your friend's email or personal code",
  emailOrCodeNotBoth: "Enter an email or a personal code, not both",
  invalidCode: `A personal code has ${FRIEND_CODE_LENGTH} letters and digits`,
  noStudentFound: "No student of your school was found with that email or code",
  notYourself: "You cannot send a friend request to yourself",
  alreadyFriends: "You are already friends",
  alreadyRequested: "You have already sent a friend request to this student",
  theyAskedYou: "This student has already sent you a friend request: accept it instead",
  declinedRecently: `This student declined your request. You can ask again ${DECLINE_COOLDOWN_DAYS} days after it was declined.`,
  youBlocked: "You have blocked this student. Unblock them first.",
  requestNotFound: "Friend request not found",
  friendNotFound: "This student is not your friend",
  studentNotFound: "Student not found",
  notShared: "This schedule is not shared with you",
  studentsOnly: "Friends and schedule sharing are for students",
  chosenMustBeFriends: "You can only share with your friends",
  noSchool: "Your account has no school, so you cannot add friends",
} as const;
