import { Link } from "react-router";
import { LegalDocument, type LegalSection } from "./legal-document";
import { PASSWORD_MIN_LENGTH } from "@/domain/accounts/account-texts";
import { APP_NAME } from "@/web/lib/app-name";

const TERMS_EFFECTIVE_DATE = "7/14/25";

const sections: LegalSection[] = [
  {
    id: "acceptance",
    title: "Acceptance of These Terms",
    body: (
      <>
        <p>
          By creating an account or using {APP_NAME}, you agree to these Terms of Service and to our{" "}
          <Link to="/privacy">Privacy Policy</Link>. If you do not agree, please do not use {APP_NAME}.
        </p>
        <p>
          {APP_NAME} is a school service. Your school&apos;s code of conduct, its rules for using technology and its
          anti-bullying policy apply here just as they do in the classroom. Where those rules and these Terms differ,
          the stricter rule applies.
        </p>
      </>
    ),
  },
  {
    id: "accounts",
    title: "Accounts and Eligibility",
    body: (
      <ul>
        <li>To have an account you must be a student or staff member of the school and at least 13 years old.</li>
        <li>
          Sign up with your own, accurate details and keep them up to date. One account per person: do not share your
          account, and do not sign in as anyone else.
        </li>
        <li>
          Keep your password private and do not reuse one from another site. Passwords must be at least{" "}
          {PASSWORD_MIN_LENGTH} characters, and very common passwords are refused. If you think someone else has used
          your account, change your password and tell an administrator straight away.
        </li>
        <li>Teacher accounts are given only after a school administrator approves the teacher application.</li>
        <li>You are responsible for what is done with your account.</li>
      </ul>
    ),
  },
  {
    id: "acceptable-use",
    title: "Acceptable Use",
    body: (
      <>
        <p>Use {APP_NAME} the way you would want others to. You agree not to:</p>
        <ul>
          <li>
            harass, bully, threaten, impersonate or embarrass anyone, or share hateful, sexual, violent or otherwise
            inappropriate content;
          </li>
          <li>share other people&apos;s personal information, photos or schedules without their permission;</li>
          <li>
            cheat in games or tournaments, for example by automating moves, using more than one account or submitting a
            fake or edited receipt;
          </li>
          <li>
            try to get into accounts, data or admin areas that are not yours, test the security of {APP_NAME} without
            written permission from the school, or disrupt the service with spam, floods of requests or automated
            scraping;
          </li>
          <li>use {APP_NAME} for advertising, selling things or anything against the law.</li>
        </ul>
        <p>
          If you find a security problem, report it privately to an administrator instead of using it. Reporting in good
          faith will never get you into trouble.
        </p>
      </>
    ),
  },
  {
    id: "student-content",
    title: "Student Content",
    body: (
      <ul>
        <li>
          &quot;Your content&quot; is what you put into {APP_NAME}: your schedule, your messages, team names, game moves
          and any photos you upload, such as a spikeball receipt.
        </li>
        <li>
          You keep ownership of your content. You allow the school to store, show and process it only as far as needed
          to run {APP_NAME}: for example to show you your schedule, deliver your messages, or show team names and
          results on leaderboards, brackets and scoreboards.
        </li>
        <li>
          Only post what you have the right to share, and do not upload photos of other people without their consent.
        </li>
        <li>
          Messages in {APP_NAME} are not private from the school: they are exchanged with, and can be read by, school
          administrators (see Section 5).
        </li>
      </ul>
    ),
  },
  {
    id: "moderation",
    title: "Moderation by School Administrators",
    body: (
      <ul>
        <li>
          School administrators moderate {APP_NAME}. They may review content and messages, and remove content that
          breaks these Terms or school rules.
        </li>
        <li>
          They may also restrict an account: a suspension, a temporary ban that ends by itself at the time shown to you,
          or a permanent ban. A suspension or a permanent ban lasts until an administrator lifts it. When your account
          is restricted you will see the reason, where one was given.
        </li>
        <li>
          If you think a decision was wrong, talk to a school administrator; the school&apos;s usual disciplinary and
          appeal procedures apply.
        </li>
        <li>
          Serious concerns, such as a threat to someone&apos;s safety, may be passed on to school staff, parents or
          guardians, or the authorities, as school policy and the law require.
        </li>
      </ul>
    ),
  },
  {
    id: "games-tournaments",
    title: "Games, Tournaments and Broadcasts",
    body: (
      <ul>
        <li>
          Jenga games, points, ratings and leaderboard places are for fun. They have no money value and cannot be traded
          or exchanged.
        </li>
        <li>
          Playing in the spikeball tournament needs an approved application with a valid, recent receipt. Administrators
          decide on applications, teams, brackets, match results and eligibility, and their decisions are final.
        </li>
        <li>
          Your name, team name and results may be shown to other users on leaderboards, brackets and team lists, and on
          scoreboards and graphics used at school events and in school streams.
        </li>
        <li>
          Games and matches played in person happen under school supervision and school rules. Play safely and follow
          staff directions.
        </li>
        <li>
          Cheating, unsporting behaviour or abuse of other players can lead to disqualification and to action on your
          account under Section 5.
        </li>
      </ul>
    ),
  },
  {
    id: "privacy",
    title: "Privacy",
    body: (
      <p>
        Our <Link to="/privacy">Privacy Policy</Link> explains what information {APP_NAME} collects, how it is used and
        the choices you have; it is part of these Terms. In short: {APP_NAME} is hosted by the school, shows no
        advertising and never sells your information.
      </p>
    ),
  },
  {
    id: "changes-termination",
    title: "Changes, Availability and Termination",
    body: (
      <ul>
        <li>
          We may update these Terms as {APP_NAME} grows. For an important change we will update the effective date at
          the top of this page and announce it in the app before it applies. Using {APP_NAME} after that means you
          accept the updated Terms.
        </li>
        <li>
          {APP_NAME} is a student project provided as it is. We work to keep it running and correct, but features may
          change or be paused for maintenance, and the class times shown do not replace the school&apos;s official
          timetable and announcements.
        </li>
        <li>
          You may stop using {APP_NAME} at any time and ask an administrator to delete your account. The school may
          suspend or close accounts under Section 5, and closes the accounts of people who leave the school.
        </li>
        <li>Nothing in these Terms takes away rights you have by law.</li>
      </ul>
    ),
  },
];

export function TermsPage() {
  return (
    <LegalDocument
      title="Terms of Service"
      description={`The Terms of Service of ${APP_NAME}, the school app for students, by students.`}
      effectiveDate={TERMS_EFFECTIVE_DATE}
      intro={
        <p>
          {APP_NAME} is a web app for the students of our school, built and run by students with the support of the
          school&apos;s administrators. These Terms explain the rules for using it. We wrote them to be easy to read, so
          please take a few minutes to go through them.
        </p>
      }
      sections={sections}
      contact={
        <>
          <p>
            Questions about these Terms, or something to report? Send the administrators a message in {APP_NAME}, or
            speak to the school&apos;s main office.
          </p>
          <p>Parents and guardians can reach us through the school office.</p>
        </>
      }
    />
  );
}
