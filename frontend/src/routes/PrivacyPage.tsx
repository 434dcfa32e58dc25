import { Link } from 'react-router-dom';
import { ProsePage } from '@/components/Prose';
import { COMPANION_NAME, SUPPORT_EMAIL } from '@/lib/brand';

export default function PrivacyPage() {
  return (
    <ProsePage
      title="Privacy Policy"
      meta="Last updated: January 2025"
      lead={`${COMPANION_NAME} is built so you can talk about personal things without telling us who you are. This policy explains, in plain words, what we collect, why, who helps us run the service, how long we keep things and the choices you have.`}
    >
      <h2 id="collect">1. What we collect</h2>
      <p>
        You don't need an account, an email address or your real name to use {COMPANION_NAME}. We collect only
        what the service needs to work:
      </p>
      <ul>
        <li>
          <strong>An anonymous visitor cookie.</strong> When you first use the service, we set a cookie
          holding a random visitor id. It ties your browser to your chat sessions, so a conversation can only
          be opened from the browser that started it. It contains nothing about who you are.
        </li>
        <li>
          <strong>Session settings.</strong> Whether "Save conversations" is on or off for each session, and
          when the session was created. The response mode and tone you pick are sent along with each message.
        </li>
        <li>
          <strong>Chat messages.</strong> What you write and the companion's replies, with the time each was
          sent.
        </li>
        <li>
          <strong>Quiz answers and result.</strong> Your answers to the attachment style quiz and the
          resulting style, linked to your session.
        </li>
        <li>
          <strong>Contact form messages.</strong> If you write to us: your name, email address, subject and
          message, and the time you agreed to this policy.
        </li>
        <li>
          <strong>Preferences kept in your browser.</strong> Your cookie choices, chat settings, sound setting
          and the ids of your current chat and quiz sessions are stored in your browser's local storage, not
          on our servers. Clearing your browser's site data removes them.
        </li>
        <li>
          <strong>Technical data.</strong> Like any website, our servers process basic request details such as
          your IP address and browser type to deliver pages, prevent abuse and fix problems.
        </li>
      </ul>

      <h2 id="use">2. How we use information</h2>
      <ul>
        <li>To run your conversations and generate the companion's replies.</li>
        <li>
          To personalize replies to your chosen mode, tone and, if you took the quiz, your attachment style.
        </li>
        <li>To notice signs of crisis and show you crisis resources.</li>
        <li>To answer messages you send us.</li>
        <li>
          To keep the service secure, reliable and fair to everyone, for example by limiting abusive traffic.
        </li>
        <li>
          To understand overall use through anonymized counts, which never include session ids or message
          text.
        </li>
      </ul>
      <p>We never sell your information, and we never use the content of your chats for advertising.</p>

      <h2 id="chat">3. How the chat works</h2>
      <p>
        When you send a message, it is stored in our database and sent, together with the recent conversation
        and your settings, to an AI language-model provider that generates the reply. The provider processes
        it on our behalf to produce that reply.
      </p>
      <p>
        Before that happens, an automated safety check reads each message to spot language that suggests you
        may be in crisis or at risk of harm. If it does, you'll see crisis resources straight away. This check
        is automatic: it doesn't alert anyone, and no person reads your conversations as part of it.
      </p>
      <p>
        {COMPANION_NAME} is an AI, not a person, and it is not a licensed mental health provider. Please avoid
        sharing details you don't need to, such as your full name, address or other people's private
        information.
      </p>

      <h2 id="cookies">4. Cookies and advertising</h2>
      <ul>
        <li>
          <strong>Necessary:</strong> the visitor cookie described above, which the service can't work
          without. It is always on.
        </li>
        <li>
          <strong>Analytics:</strong> help us understand how the site is used. Only set if you agree.
        </li>
        <li>
          <strong>Marketing &amp; advertising:</strong> used by our advertising network to show and measure
          ads. Only set if you agree.
        </li>
      </ul>
      <p>
        The cookie banner lets you accept all, reject all or customize your choices. Your choice is saved in
        your browser, and you can change it at any time from Cookie settings in the site footer. Ads appear
        only on our blog pages, provided by an advertising network. Where consent is required and you haven't
        given it, ads are not personalized. The ad network's own privacy policy applies to what it collects,
        and you can manage ad personalization through the ad settings pages linked from the cookie
        preferences.
      </p>

      <h2 id="sharing">5. Sharing</h2>
      <p>
        We do not sell or rent your information. We share it only with service providers that process it on
        our behalf and under our instructions:
      </p>
      <ul>
        <li>
          <strong>Hosting and infrastructure</strong>, which runs our servers and databases.
        </li>
        <li>
          <strong>An AI language-model provider</strong>, which generates the companion's replies from your
          messages.
        </li>
        <li>
          <strong>An email delivery service</strong>, which delivers contact form messages to our support team
          and our replies to you.
        </li>
      </ul>
      <p>We may also disclose information if the law requires it, or to protect someone's life or safety.</p>

      <h2 id="security">6. Security</h2>
      <p>
        Traffic to {COMPANION_NAME} is encrypted in transit. The visitor cookie can't be read by scripts on
        the page, and every session id is signed for your browser, so knowing a session id or link is not
        enough to open someone else's conversation. Access to our systems is restricted to the people who run
        them. No system is perfectly secure, but we work to protect your information and to keep only what we
        need.
      </p>

      <h2 id="children">7. Children</h2>
      <p>
        {COMPANION_NAME} is meant for people aged 13 and over. If you are under 18, please get a parent's or
        guardian's consent before using it. We do not knowingly collect information from children under 13; if
        you believe a child has used the service, contact us and we will delete what we can identify.
      </p>

      <h2 id="choices">8. Your choices</h2>
      <ul>
        <li>
          <strong>Turn "Save conversations" off</strong> in the chat's Settings, and your messages are deleted
          when you close the tab or after 30 minutes without activity.
        </li>
        <li>
          <strong>Clear a conversation</strong> at any time from the chat. This deletes it permanently.
        </li>
        <li>
          <strong>Download a conversation</strong> to keep your own copy.
        </li>
        <li>
          <strong>Change your cookie choices</strong> whenever you like from Cookie settings in the site
          footer.
        </li>
        <li>
          <strong>Skip the quiz</strong>, or use the chat without ever taking it.
        </li>
      </ul>

      <h2 id="retention">9. Data retention and your rights</h2>
      <p>We keep information only as long as we need it, and then delete it automatically:</p>
      <ul>
        <li>
          <strong>Chat history</strong> is kept for up to 2 years.
        </li>
        <li>
          <strong>If saving is off</strong>, messages are deleted when you close the tab or after 30 minutes
          without activity.
        </li>
        <li>
          <strong>Quiz results</strong> follow the same rule as the chat of their session.
        </li>
        <li>
          <strong>Contact form data</strong> is kept for 3 years.
        </li>
        <li>
          <strong>Anonymized analytics</strong> (daily counts with no session ids or message text) are kept
          for 5 years.
        </li>
        <li>
          <strong>Account data</strong>, if accounts are introduced, is deleted within 30 days of closing the
          account.
        </li>
        <li>
          <strong>Privacy requests</strong> are answered within 30 days.
        </li>
        <li>
          <strong>Changes to this policy</strong> are announced at least 30 days before they take effect.
        </li>
        <li>
          <strong>Support replies</strong> typically arrive within 24 to 48 hours.
        </li>
      </ul>
      <p>
        Depending on where you live, you may have the right to access, correct, delete or receive a copy of
        your information, and to object to or restrict how we use it. Because we don't know who you are, the
        quickest way to remove a conversation is to clear it in the chat. For anything else, contact us and
        include enough detail for us to find the information you mean.
      </p>

      <h2 id="contact">10. Contact</h2>
      <p>
        Questions about this policy or your information? Use our <Link to="/contact">contact form</Link> or
        email <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </p>
    </ProsePage>
  );
}
