import { Link } from 'react-router-dom';
import { Callout, CrisisLines, ProsePage } from '@/components/Prose';
import { COMPANION_NAME, SUPPORT_EMAIL } from '@/lib/brand';

export default function AboutPage() {
  return (
    <ProsePage
      title={`About ${COMPANION_NAME}`}
      lead={`${COMPANION_NAME} is a free, anonymous AI companion for the moments when you need to talk something through and want a patient, caring listener.`}
    >
      <h2>Our mission</h2>
      <p>
        Everyone deserves a place to put their feelings into words. Sometimes there is nobody around, it's the
        middle of the night, or it just feels easier to start with someone who won't judge. We built{' '}
        {COMPANION_NAME} to be that first, gentle step: a calm space to vent, reflect and feel a little less
        alone, without having to sign up or share who you are.
      </p>
      <p>
        We also want to make emotional wellbeing easier to understand, which is why {COMPANION_NAME} comes
        with an attachment style quiz and a library of short, practical articles.
      </p>

      <h2>Response styles</h2>
      <p>
        People need different things on different days. In the chat's Settings you can choose how{' '}
        {COMPANION_NAME} responds, and switch whenever you like.
      </p>
      <h3>Supportive Mode</h3>
      <p>
        For when you mostly want to be heard. {COMPANION_NAME} listens, reflects back what you're feeling and
        validates it, and asks gentle questions without rushing to fix anything.
      </p>
      <h3>Problem-Solving Mode</h3>
      <p>
        For when you'd like to move forward. {COMPANION_NAME} helps you break a situation into smaller pieces
        and suggests practical, manageable next steps you can try.
      </p>
      <h3>Tone</h3>
      <p>You can also pick the voice that feels most comfortable:</p>
      <ul>
        <li>
          <strong>Casual &amp; Friendly:</strong> warm, relaxed and easy to talk to, like a thoughtful friend.
        </li>
        <li>
          <strong>Gen Z Vibes:</strong> more playful and laid-back, with the kind of language you might use
          with friends, while still taking what you share seriously.
        </li>
      </ul>

      <h2>What to expect</h2>
      <ul>
        <li>
          <strong>Supportive conversation:</strong> a judgment-free chat, any time of day, about whatever is
          on your mind.
        </li>
        <li>
          <strong>Attachment awareness:</strong> the <Link to="/quiz">attachment style quiz</Link> takes about
          three minutes. Your result can help {COMPANION_NAME} tailor its replies to the way you tend to
          connect with others.
        </li>
        <li>
          <strong>Educational resources:</strong> short <Link to="/resources">articles and lessons</Link> on
          wellness, relationships and self-care, with simple exercises you can try.
        </li>
        <li>
          <strong>Privacy:</strong> no account or real name needed. You decide whether conversations are
          saved, and you can clear or download a conversation at any time. Our{' '}
          <Link to="/privacy">privacy policy</Link> explains exactly what we keep and for how long.
        </li>
      </ul>

      <h2>Advertising disclosure</h2>
      <p>
        To keep {COMPANION_NAME} free, we show ads on our blog pages through an advertising network. Where the
        law requires it, marketing and advertising cookies are only used after you agree to them in the cookie
        banner, and you can change your choice at any time. Ads never appear inside your conversations, and
        the content of your chats is never used for advertising.
      </p>

      <h2>Contact us</h2>
      <p>
        Questions, ideas or feedback are always welcome. Use our <Link to="/contact">contact form</Link> or
        email us at <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>. We typically reply within 24 to
        48 hours.
      </p>

      <Callout tone="crisis" labelledBy="about-notice">
        <h2 id="about-notice">Important notice</h2>
        <p>
          {COMPANION_NAME} is an AI companion, not a licensed mental health provider. It does not diagnose or
          treat any condition and is not a substitute for professional medical, psychological or psychiatric
          care. It can also make mistakes. Please don't rely on it in a crisis. If you are in danger or
          thinking about harming yourself, contact one of these services right away:
        </p>
        <CrisisLines />
      </Callout>
    </ProsePage>
  );
}
