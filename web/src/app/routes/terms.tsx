import { paths } from '@/config/paths'
import {
  LegalLink,
  LegalList,
  LegalPage,
  LegalSection,
} from '@/features/legal/components/legal-page'
import { usePageTitle } from '@/lib/page-title'

export function TermsRoute() {
  usePageTitle('Terms of Service')
  return (
    <LegalPage title="Terms of Service" updated="November 28, 2026">
      <LegalSection title="Acceptance">
        <p>
          These terms govern your use of this installation of Flock, which is operated by a
          social-media agency (“the agency”, “we”). By creating an account, connecting an Instagram
          account or otherwise using Flock, you accept these terms on your own behalf and on behalf
          of the organization you represent, and you confirm that you are authorized to do so. If
          you do not agree, please do not use Flock.
        </p>
        <p>
          If your organization has a separate written agreement with the agency, that agreement
          takes precedence where it conflicts with these terms. How we handle personal information
          is described in the{' '}
          <LegalLink to={paths.privacyPolicy.getHref()}>Privacy Policy</LegalLink>.
        </p>
      </LegalSection>

      <LegalSection title="The Service">
        <p>
          Flock is a portal through which the agency looks after the Instagram accounts of the
          organizations it works with, most of them churches. Organization staff can register,
          connect Instagram professional accounts, keep their organization’s details current and
          grant or revoke the agency’s access. Agency administrators can see the organizations they
          work for and manage follower comments on connected accounts: reading them, replying,
          hiding and deleting.
        </p>
        <p>
          Flock is open-source software. Its license covers the source code; these terms cover your
          use of the service the agency runs with it.
        </p>
      </LegalSection>

      <LegalSection title="Accounts and Security">
        <LegalList>
          <li>Give accurate information when you register and keep it up to date.</li>
          <li>
            Keep your password confidential and do not share your account. Each person who needs
            access should have their own account.
          </li>
          <li>
            You are responsible for what happens under your account. Tell the agency at once if you
            believe someone else has used it.
          </li>
          <li>
            Accounts are for adults acting for an organization that works with the agency, not for
            personal or private use.
          </li>
        </LegalList>
      </LegalSection>

      <LegalSection title="Your Organization’s Content">
        <p>
          Your organization keeps all rights to its name, details, Instagram content and anything
          else it provides. You grant the agency permission to store and use that material only as
          needed to provide Flock and the services your organization asked for, including replying
          to, hiding and deleting comments on your organization’s behalf.
        </p>
        <p>
          You are responsible for making sure the information you enter is accurate and that you
          have the right to share it. Comments written by followers belong to them and are handled
          as described in the Privacy Policy.
        </p>
      </LegalSection>

      <LegalSection title="Instagram Accounts and Permissions">
        <p>
          You may connect only Instagram professional accounts that your organization owns or is
          authorized to manage. Connecting uses Instagram Login. Flock always asks for two
          permissions, and for up to three more when the agency turns the matching feature on:
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
            <code>instagram_business_manage_messages</code>, to read and answer direct messages and
            mentions and to reply privately to comments;
          </li>
          <li>
            <code>instagram_business_manage_insights</code>, to read the reach and views of posts;
          </li>
          <li>
            <code>instagram_business_content_publish</code>, to publish posts. When your
            organization has asked to approve posts, nothing is published in its name without that
            approval.
          </li>
        </LegalList>
        <p>
          Your use of Instagram remains subject to Instagram’s own terms and policies. Flock is not
          made, endorsed or supported by Instagram or Meta, and the agency cannot control changes
          Instagram makes to its platform, permissions or availability.
        </p>
      </LegalSection>

      <LegalSection title="Acceptable Use">
        <p>You agree not to:</p>
        <LegalList>
          <li>use Flock for anything unlawful, deceptive, harassing or hateful;</li>
          <li>connect accounts you are not authorized to manage or access other people’s data;</li>
          <li>
            try to break, probe or bypass Flock’s security, or interfere with its operation, for
            example by overloading it or using automated scraping;
          </li>
          <li>use Flock to send spam or to breach Instagram’s terms or community guidelines.</li>
        </LegalList>
      </LegalSection>

      <LegalSection title="Agency Access and Revocation">
        <p>
          When you connect an Instagram account, you grant the agency access to manage its comments
          on your organization’s behalf. You can revoke that access for any connected account from
          the portal at any time. Revoking destroys the stored Instagram access token straight away,
          after which neither Flock nor the agency can read or act on that account through Flock.
        </p>
        <p>
          You can also remove the app in Instagram’s settings. Instagram then notifies Flock, which
          stops using the account and deletes its data when Instagram requests it. Revoking access
          does not undo replies or moderation actions already carried out on Instagram.
        </p>
      </LegalSection>

      <LegalSection title="Availability">
        <p>
          The agency aims to keep Flock available and working well, but does not guarantee that it
          will be uninterrupted or error-free. Flock may be unavailable during maintenance, and
          features that depend on Instagram may stop working if Instagram is down, changes its
          platform or withdraws a permission. We may change or remove features as the service
          develops.
        </p>
      </LegalSection>

      <LegalSection title="Termination">
        <p>
          You may stop using Flock at any time, revoke the agency’s access and ask the agency to
          close your account. The agency may suspend or close an account that breaches these terms,
          puts the service or others at risk, or belongs to an organization the agency no longer
          works with. Where reasonable, we will tell you first.
        </p>
        <p>
          When an account is closed, the associated Instagram access tokens are destroyed and data
          is deleted as described in the Privacy Policy, except where the law requires us to keep
          it.
        </p>
      </LegalSection>

      <LegalSection title="Disclaimers and Limitation of Liability">
        <p>
          Flock is provided “as is” and “as available”. To the fullest extent permitted by law, the
          agency makes no warranties, express or implied, including of merchantability, fitness for
          a particular purpose or non-infringement.
        </p>
        <p>
          To the fullest extent permitted by law, the agency is not liable for indirect, incidental
          or consequential losses, or for loss of data, followers or reputation, arising from your
          use of Flock or from actions and outages of Instagram. Nothing in these terms limits
          liability that cannot be limited by law.
        </p>
      </LegalSection>

      <LegalSection title="Changes">
        <p>
          We may update these terms from time to time. The date at the top of this page shows when
          they were last revised, and we will let registered users know about material changes
          through the portal or by email before they take effect. Continuing to use Flock after a
          change means you accept the updated terms.
        </p>
      </LegalSection>

      <LegalSection title="Contact">
        <p>
          Questions about these terms should go to the agency that operates this Flock installation,
          using the contact details it gave you when you started working together, or to your usual
          contact at the agency.
        </p>
      </LegalSection>
    </LegalPage>
  )
}
