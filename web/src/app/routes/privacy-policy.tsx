import { paths } from '@/config/paths'
import {
  LegalLink,
  LegalList,
  LegalPage,
  LegalSection,
} from '@/features/legal/components/legal-page'
import { usePageTitle } from '@/lib/page-title'

export function PrivacyPolicyRoute() {
  usePageTitle('Privacy Policy')
  return (
    <LegalPage title="Privacy Policy" updated="November 28, 2026">
      <LegalSection title="Introduction">
        <p>
          Flock is a web portal that a social-media agency uses to look after the Instagram accounts
          of the organizations it works with, most of them churches. Staff of those organizations
          use Flock to register, connect their Instagram professional accounts, keep their
          organization’s details up to date and decide whether the agency may work on their behalf.
          The agency’s administrators use Flock to read and answer the comments that followers leave
          on those accounts.
        </p>
        <p>
          Flock is open-source software that each agency installs and runs on its own servers. The
          agency that operates this installation decides what Flock is used for and is the data
          controller for the personal information described here. In this policy, “we” and “the
          agency” mean that agency, and “you” means anyone whose information Flock handles: people
          with a Flock account, and Instagram users whose comments appear in Flock.
        </p>
        <p>
          This policy explains what Flock stores, why, who can see it, how it is protected and how
          you can have it corrected or deleted. It should be read together with the{' '}
          <LegalLink to={paths.terms.getHref()}>Terms of Service</LegalLink>.
        </p>
      </LegalSection>

      <LegalSection title="Information We Collect">
        <p>Flock only stores what it needs to run the service:</p>
        <LegalList>
          <li>
            <strong>Account information.</strong> Your email address, your role (organization staff
            or agency administrator) and a hash of your password. Passwords are hashed with
            argon2id; the password itself is never stored and cannot be read back by anyone,
            including the agency.
          </li>
          <li>
            <strong>Session records.</strong> When you sign in, Flock records the session together
            with the IP address and browser user agent it was started from, so that sessions can be
            kept secure and misuse can be spotted.
          </li>
          <li>
            <strong>Organization details.</strong> The name of your organization and the details you
            keep current in the portal: contact person, phone number, postal address and website.
          </li>
          <li>
            <strong>Instagram account information.</strong> When you connect an Instagram
            professional account through Instagram Login, Flock receives the account’s id, username,
            profile picture and follower count.
          </li>
          <li>
            <strong>Posts and comments.</strong> Basic information about the account’s posts, the
            comments followers leave on them (the commenter’s Instagram username and the comment
            text) and the replies the agency sends from Flock.
          </li>
          <li>
            <strong>Direct messages and mentions.</strong> When the agency has turned messaging on,
            the direct messages followers send to a connected account (their Instagram username, the
            text, and links to any photo or video they attach), the replies sent from Flock or from
            the Instagram app, reactions and read receipts, and posts or stories elsewhere on
            Instagram that mention the account. The media of a story that mentions the account is
            shown from Instagram’s own link and never copied.
          </li>
          <li>
            <strong>Posts the agency publishes.</strong> When publishing is turned on, the photos
            and videos your organization or the agency uploads to its media library, the captions
            written for them, who approved each post and a record of each step of publishing it.
          </li>
          <li>
            <strong>Reach and views.</strong> When insights are turned on, how many people each post
            reached and how often it was viewed, for your organization’s reports.
          </li>
          <li>
            <strong>Pastoral flags.</strong> Flock reads each comment and direct message as it
            arrives, on the agency’s own server, to spot prayer requests, grief and people in
            crisis, so that they reach your organization’s pastoral contacts quickly. A flag like
            this can reveal someone’s religious beliefs or health, which the law treats as
            sensitive. It is stored beside the message it was made from, is seen only by the agency
            team and the people your organization chose as pastoral contacts, and is deleted with
            the message. No message is sent to any outside service to be classified.
          </li>
          <li>
            <strong>Instagram access tokens.</strong> The token Instagram issues when you connect an
            account, which lets Flock act with the permissions you approved. Tokens are stored
            encrypted.
          </li>
        </LegalList>
        <p>
          Flock always asks Instagram for two permissions, and for up to three more when the agency
          turns the matching feature on:
        </p>
        <LegalList>
          <li>
            <code>instagram_business_basic</code>, to read the account’s profile and posts;
          </li>
          <li>
            <code>instagram_business_manage_comments</code>, to read, reply to, hide and delete
            comments;
          </li>
          <li>
            <code>instagram_business_manage_messages</code> (messaging), to read and answer direct
            messages and mentions, and to reply privately to a comment;
          </li>
          <li>
            <code>instagram_business_manage_insights</code> (insights), to read the reach and views
            of the account’s posts;
          </li>
          <li>
            <code>instagram_business_content_publish</code> (publishing), to publish the posts your
            organization approved.
          </li>
        </LegalList>
        <p>
          Instagram’s sign-in page lists the permissions asked for before you agree. Flock never
          accesses personal Instagram accounts.
        </p>
        <p>
          Flock does not use advertising or third-party analytics tools, and it does not track you
          across other websites.
        </p>
      </LegalSection>

      <LegalSection title="How We Use Your Information">
        <p>The information above is used to:</p>
        <LegalList>
          <li>create and secure your account, sign you in and keep you signed in;</li>
          <li>
            show the agency which organizations it works for and how to reach the right person at
            each of them;
          </li>
          <li>
            collect follower comments, direct messages and mentions from connected accounts into one
            inbox, so that the agency can read and answer them on your organization’s behalf;
          </li>
          <li>
            route prayer requests, grief and crisis to your organization’s pastoral contacts, and to
            the agency when nobody at your organization would be told;
          </li>
          <li>publish the posts your organization approved, at the time it approved;</li>
          <li>
            display each connected account’s username, profile picture and follower count, and
            report on how its posts and answers went;
          </li>
          <li>detect and investigate suspicious sign-ins and other misuse of the service;</li>
          <li>meet legal obligations that apply to the agency.</li>
        </LegalList>
        <p>
          We process this information to provide the service you or your organization asked for,
          because you chose to connect an Instagram account and grant access, and for the agency’s
          legitimate interest in keeping the service secure. We do not use your information for
          advertising, profiling or any purpose unrelated to running Flock.
        </p>
      </LegalSection>

      <LegalSection title="Information Sharing">
        <p>We do not sell, rent or trade personal information. It is shared only as follows:</p>
        <LegalList>
          <li>
            <strong>Within the agency.</strong> Agency administrators can see all organizations,
            their connected Instagram accounts, the inbox and the calendar. Organization staff can
            see only their own organization’s information, and each organization decides which of
            its people may read its direct messages: its owner, its pastoral contacts or all of its
            members.
          </li>
          <li>
            <strong>With Instagram (Meta).</strong> When the agency replies to, hides or deletes a
            comment, Flock sends that request to Instagram, which carries it out. Information you
            share with Instagram is also governed by Meta’s own privacy policy.
          </li>
          <li>
            <strong>With hosting providers.</strong> If the agency runs Flock on servers rented from
            a hosting provider, that provider stores the data on the agency’s behalf and may not use
            it for its own purposes.
          </li>
          <li>
            <strong>When required by law.</strong> We may disclose information if the law, a court
            order or a valid request from a public authority requires it.
          </li>
        </LegalList>
      </LegalSection>

      <LegalSection title="Data Security">
        <p>We take reasonable technical and organizational measures to protect your information:</p>
        <LegalList>
          <li>passwords are hashed with argon2id, a modern, deliberately slow algorithm;</li>
          <li>Instagram access tokens are encrypted before they are stored;</li>
          <li>
            access is limited by role, so that only agency administrators can see every organization
            and the comment inbox;
          </li>
          <li>
            sessions are recorded with their IP address and user agent, so that unusual sign-in
            activity can be investigated;
          </li>
          <li>Flock is intended to be served only over encrypted HTTPS connections.</li>
        </LegalList>
        <p>
          Data is kept for as long as your account exists or your organization works with the
          agency. When a follower unsends a direct message, its text is removed from Flock; when
          your organization is deleted, its comments, messages, pastoral flags and media library go
          with it. When you revoke the agency’s access, the Instagram access token is destroyed
          immediately and Flock can no longer read or act on the account. No system is perfectly
          secure; if a breach affects your information, we will tell you as the law requires.
        </p>
      </LegalSection>

      <LegalSection title="Your Rights">
        <p>
          Depending on where you live, you may have the right to access, correct, export or delete
          your personal information, to object to or restrict how it is used, and to complain to a
          data-protection authority. In practice:
        </p>
        <LegalList>
          <li>
            <strong>Correct your details.</strong> You can update your organization’s contact
            person, phone number, address and website yourself in the portal at any time.
          </li>
          <li>
            <strong>Revoke the agency’s access.</strong> From the portal you can revoke access for
            any connected Instagram account. Flock destroys the access token straight away and stops
            working with that account.
          </li>
          <li>
            <strong>Remove Flock from Instagram.</strong> In Instagram’s settings, under the apps
            and websites connected to your account, you can remove the app. Instagram then notifies
            Flock: the access token is destroyed, and when Instagram sends a data-deletion request,
            Flock deletes the information it holds about that Instagram account, including its
            posts, comments and the replies sent from Flock.
          </li>
          <li>
            <strong>Ask the agency.</strong> For a copy of your data, deletion of your Flock account
            or anything else, contact the agency as described below.
          </li>
        </LegalList>
        <p>
          If you commented on an Instagram account managed through Flock, you can delete your
          comment on Instagram at any time, or ask the organization or the agency about the copy
          Flock holds.
        </p>
      </LegalSection>

      <LegalSection title="Changes to This Privacy Policy">
        <p>
          We may update this policy when Flock changes or the law requires it. The date at the top
          of this page shows when it was last revised. If a change materially affects how your
          information is used, we will let registered users know through the portal or by email
          before it takes effect.
        </p>
      </LegalSection>

      <LegalSection title="Contact Us">
        <p>
          Questions about this policy or requests about your information should go to the agency
          that operates this Flock installation, using the contact details it gave you when you
          started working together. Organization staff can also ask their usual contact at the
          agency.
        </p>
        <p>
          If you are an Instagram user whose comment appears in Flock, you can also reach the agency
          through the organization whose account you commented on.
        </p>
      </LegalSection>
    </LegalPage>
  )
}
