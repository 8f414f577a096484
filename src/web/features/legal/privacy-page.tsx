import { Link } from "react-router";
import { LegalDocument, type LegalSection } from "./legal-document";
import { APP_NAME } from "@/web/lib/app-name";

const PRIVACY_EFFECTIVE_DATE = "7/14/25";

const sections: LegalSection[] = [
  {
    id: "information-we-collect",
    title: "Information We Collect",
    body: (
      <ul>
        <li>
          <strong>Account information:</strong> your email address, name, school ID, whether you are a CAS student, your
          role (student, teacher or administrator), your account status and, for teacher applications, your room number.
          Your password is never stored as you typed it, only as a secure one-way hash.
        </li>
        <li>
          <strong>Your schedule:</strong> class names, teachers, rooms, start and end times and days, added from the{" "}
          {APP_NAME} iOS app or imported by administrators from the school timetable.
        </li>
        <li>
          <strong>Messages:</strong> the messages you exchange with administrators, and whether they have been read.
        </li>
        <li>
          <strong>Games and tournaments:</strong> Jenga games, moves, points, rating and record; spikeball applications,
          including the receipt photo you upload, teams, invites and match results.
        </li>
        <li>
          <strong>Technical information:</strong> a session cookie that keeps you signed in, and server logs (the time,
          the address requested, your IP address and browser type) used to keep {APP_NAME} working and secure.
        </li>
      </ul>
    ),
  },
  {
    id: "how-we-use-information",
    title: "How We Use Your Information",
    body: (
      <>
        <ul>
          <li>
            To run {APP_NAME}: create your account, sign you in, show today&apos;s classes, deliver messages and
            notifications, and run games, tournaments and scoreboards.
          </li>
          <li>To check eligibility, such as reviewing spikeball receipts and teacher applications.</li>
          <li>
            To keep everyone safe: prevent abuse and cheating, moderate accounts, look into problems and enforce the{" "}
            <Link to="/terms">Terms of Service</Link>.
          </li>
          <li>
            To send emails about your account, such as the sign-up confirmation and password resets. We do not send
            marketing emails.
          </li>
          <li>To improve {APP_NAME} using totals, such as how many games were played, not by tracking individuals.</li>
        </ul>
        <p>There is no advertising in {APP_NAME}, and your information is never used for advertising or profiling.</p>
      </>
    ),
  },
  {
    id: "sharing",
    title: "How We Share Information",
    body: (
      <>
        <ul>
          <li>
            <strong>School administrators</strong> run and moderate {APP_NAME}. They can see account details, schedules,
            the messages you exchange with them, applications and receipts.
          </li>
          <li>
            <strong>Other users</strong> see only what a feature needs: your name in conversations, game player lists,
            leaderboards, team lists, invites and brackets. Team names and scores may appear on scoreboards and graphics
            shown at school events and in school streams.
          </li>
          <li>
            <strong>Service providers</strong> the school uses to run {APP_NAME}, such as an email service, receive only
            what they need to do that job, under the school&apos;s instructions.
          </li>
          <li>
            <strong>When the law requires it</strong>, or to protect someone&apos;s safety, in line with school policy.
          </li>
        </ul>
        <p>We never sell or rent personal information, and we do not share it with advertisers.</p>
      </>
    ),
  },
  {
    id: "security",
    title: "Security",
    body: (
      <>
        <ul>
          <li>
            {APP_NAME} and its data are hosted by the school, on systems the school controls, and travel over encrypted
            (HTTPS) connections.
          </li>
          <li>
            Passwords are stored only as strong one-way hashes. Nobody, administrators included, can read your password.
          </li>
          <li>
            Access rules are checked by the server on every request: you see only your own schedule and conversations,
            and admin tools are open to administrators only. Sign-in attempts are rate-limited.
          </li>
          <li>
            Receipt photos are stored privately, never on a public address. Administrators view them through links that
            expire after a short time. Every uploaded image is checked and re-encoded, which strips hidden data such as
            its GPS location and camera details.
          </li>
        </ul>
        <p>
          No system is perfectly secure. If a breach affects your information, we will tell you and the school as
          quickly as we can.
        </p>
      </>
    ),
  },
  {
    id: "retention",
    title: "Data Retention",
    body: (
      <ul>
        <li>
          Your account, schedule, messages and game records are kept while your account is open. When your account is
          deleted, at your request or when you leave the school, this information is deleted within 30 days, except what
          the school must keep by law or school policy.
        </li>
        <li>
          Receipt photos are kept only as long as needed to review your application and run that tournament season, and
          are then deleted.
        </li>
        <li>Server logs are kept for up to 30 days.</li>
      </ul>
    ),
  },
  {
    id: "your-rights",
    title: "Your Rights and Choices",
    body: (
      <>
        <p>You can ask to:</p>
        <ul>
          <li>see the information we hold about you, and get a copy of it;</li>
          <li>correct information that is wrong;</li>
          <li>delete your account and its information;</li>
          <li>withdraw from a feature, such as the spikeball tournament, at any time.</li>
        </ul>
        <p>
          Send your request to an administrator in {APP_NAME} or through the school office. Parents and guardians can
          make these requests for their child through the school office. We answer within 30 days. You may have further
          rights under the privacy laws that apply to your school.
        </p>
      </>
    ),
  },
  {
    id: "cookies",
    title: "Cookies",
    body: (
      <ul>
        <li>
          {APP_NAME} uses one essential cookie: the session cookie that keeps you signed in. It is sent only to{" "}
          {APP_NAME} and ends when you sign out or after a period without use.
        </li>
        <li>
          Your browser&apos;s local storage remembers small preferences on your own device, such as whether the Galaxy
          Background is on.
        </li>
        <li>There are no advertising, analytics, tracking or third-party cookies.</li>
        <li>If you block cookies you cannot sign in, but public pages such as this one still work.</li>
      </ul>
    ),
  },
  {
    id: "children-under-13",
    title: "Children Under 13",
    body: (
      <>
        <p>
          {APP_NAME} is for students aged 13 and older. Children under 13 may not use the service or create an account.
        </p>
        <p>
          We do not knowingly collect personal information from children under 13. If we learn that an account belongs
          to a child under 13, we will close it and delete its information. If you believe a child under 13 has an
          account, please tell an administrator or the school office.
        </p>
      </>
    ),
  },
  {
    id: "changes",
    title: "Changes to This Policy",
    body: (
      <p>
        We may update this policy as {APP_NAME} changes. For an important change we will update the effective date at
        the top of this page and announce it in the app before it applies. We will not start using information we
        already hold in a new way without telling you first.
      </p>
    ),
  },
];

export function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      description={`How ${APP_NAME}, the school app for students, by students, collects, uses and protects your information.`}
      effectiveDate={PRIVACY_EFFECTIVE_DATE}
      intro={
        <p>
          This Privacy Policy explains what information {APP_NAME} collects, why, and what you can do about it.{" "}
          {APP_NAME} is run for our school by students, and the school&apos;s administrators are responsible for the
          information in it. We do not show advertising, and we never sell personal information.
        </p>
      }
      sections={sections}
      contact={
        <>
          <p>
            Questions or requests about your privacy? Send the administrators a message in {APP_NAME}, or contact the
            school&apos;s main office.
          </p>
          <p>Parents and guardians can reach us through the school office.</p>
        </>
      }
    />
  );
}
