import { Link } from 'react-router-dom';
import { CrisisLines, ProsePage } from '@/components/Prose';
import { COMPANION_NAME } from '@/lib/brand';

export default function TermsPage() {
  return (
    <ProsePage
      title="Terms and Conditions"
      meta="Last updated: January 10, 2025"
      lead={`These terms are the agreement between you and us for using ${COMPANION_NAME}, including the chat, the attachment style quiz, our articles and lessons, and the rest of the website (together, the "Service"). Please read them carefully.`}
    >
      <h2 id="acceptance">1. Acceptance of Terms</h2>
      <p>
        By using the Service, you agree to these terms and to our <Link to="/privacy">Privacy Policy</Link>.
        If you don't agree, please don't use the Service.
      </p>
      <p>
        You must be at least 13 years old to use {COMPANION_NAME}. If you are under 18, you should have
        permission from a parent or guardian, who should review these terms with you.
      </p>
      <p>
        Companion chatbots, {COMPANION_NAME} included, may not be suitable for some minors. Parents and
        guardians should decide whether the Service is right for a young person in their care, and we
        encourage young people to talk to a trusted adult about anything that worries them.
      </p>
      <p>
        We may update these terms from time to time. When we make significant changes, we will let you know
        before they take effect, and the date at the top of this page will change. Continuing to use the
        Service after that means you accept the updated terms.
      </p>

      <h2 id="acceptable-use">2. Acceptable Use Policy</h2>
      <p>
        We want {COMPANION_NAME} to be safe and useful for everyone. When using the Service, you agree not to:
      </p>
      <ul>
        <li>break any law or encourage anyone else to;</li>
        <li>harass, threaten or harm others, or share content that exploits or endangers children;</li>
        <li>share other people's private information without their permission;</li>
        <li>
          try to get around our safety measures, or deliberately push the companion to produce harmful
          content;
        </li>
        <li>
          disrupt, overload or attack the Service, probe it for weaknesses, or access it with automated tools
          beyond ordinary personal use;
        </li>
        <li>
          copy, resell or build a competing product from the Service or its responses, or access another
          person's conversations;
        </li>
        <li>pretend to be someone else, or misrepresent your connection with anyone.</li>
      </ul>

      <h2 id="intellectual-property">3. Intellectual Property Rights</h2>
      <p>
        The Service, including its design, software, name, logo, articles, lessons and quiz, belongs to us or
        our licensors and is protected by intellectual property laws. You may use it for your own personal,
        non-commercial purposes. Please don't copy, modify or distribute it without our written permission.
      </p>
      <p>
        What you write stays yours. You give us a limited permission to store, process and transmit your
        messages only as needed to provide the Service, as described in our Privacy Policy. You may use the
        companion's replies to you for your own personal purposes.
      </p>

      <h2 id="limitations">4. Service Limitations and Disclaimers</h2>
      <p>
        <strong>
          {COMPANION_NAME} is an AI companion. It is not a licensed mental health provider, and it is not a
          substitute for professional medical, psychological or psychiatric care.
        </strong>{' '}
        It does not diagnose, treat or prevent any condition. Nothing it says is medical or professional
        advice. Always talk to a qualified professional about your health.
      </p>
      <p>
        <strong>Do not use the Service in a crisis or emergency.</strong> If you are in danger, thinking about
        harming yourself or someone else, or need urgent help, contact one of these services right away:
      </p>
      <CrisisLines />
      <p>
        AI responses can be inaccurate, incomplete or unsuitable for your situation. Use your own judgment
        before acting on anything the companion says. Articles and lessons are for general education only.
      </p>
      <p>
        The Service is provided "as is" and "as available", without warranties of any kind, to the extent the
        law allows. We may change, pause or discontinue features at any time, and we don't promise the Service
        will always be available, uninterrupted or error-free.
      </p>

      <h2 id="liability">5. Limitation of Liability</h2>
      <p>
        To the fullest extent the law allows, we are not liable for any indirect, incidental, special,
        consequential or punitive damages, or for any loss of data, profits or goodwill, arising from your use
        of, or inability to use, the Service, including any decision you make based on the companion's
        responses.
      </p>
      <p>
        Our total liability for any claim relating to the Service is limited to the amount you paid us for the
        Service in the 12 months before the claim arose. Some places don't allow certain limitations, so parts
        of this section may not apply to you.
      </p>

      <h2 id="privacy">6. Privacy and Data Protection</h2>
      <p>
        Our <Link to="/privacy">Privacy Policy</Link> explains what we collect, how we use it, how long we
        keep it and the choices you have, including turning off "Save conversations" and clearing a
        conversation. It forms part of these terms.
      </p>
      <p>
        You are responsible for keeping your device, browser and any login credentials secure, and for
        activity that happens through them. If you think someone has gained access to your conversations or
        account, clear the conversation and contact us.
      </p>

      <h2 id="governing-law">7. Governing Law and Dispute Resolution</h2>
      <p>
        These terms are governed by the laws of the United States, without regard to conflict-of-law rules.
      </p>
      <p>
        If a dispute comes up, please contact us first: most concerns can be resolved quickly and informally.
        If we can't resolve it together, any dispute arising from these terms or the Service will be settled
        by binding arbitration on an individual basis, rather than in court, except where the law doesn't
        allow it.
      </p>
      <p>
        <strong>Class action waiver:</strong> you and we each agree to bring claims only in an individual
        capacity, and not as a plaintiff or class member in any class, collective or representative action.
      </p>

      <h2 id="termination">8. Termination</h2>
      <p>
        You can stop using the Service at any time. We may suspend or terminate your access at any time, with
        or without notice, including if we believe you have broken these terms or your use puts others or the
        Service at risk.
      </p>
      <p>
        Sections that by their nature should survive termination, including intellectual property,
        disclaimers, limitation of liability and dispute resolution, continue to apply.
      </p>

      <h2 id="questions">Questions?</h2>
      <p>
        If you have any questions about these terms, please reach out through our{' '}
        <Link to="/contact">contact form</Link>.
      </p>
    </ProsePage>
  );
}
