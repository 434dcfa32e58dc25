import type { AnyEvent } from '@sage/shared';

/**
 * The anonymized daily counts an event adds to: metric names only, never an id or any text. Crisis and
 * elevated flags count the visitor's messages, where the safety check runs.
 */
export function metricsFor(event: AnyEvent): string[] {
  switch (event.type) {
    case 'session.created':
      return event.payload.saveHistory ? ['sessions_created'] : ['sessions_created', 'sessions_history_off'];
    case 'session.closed':
      return ['sessions_closed'];
    case 'chat.message.created': {
      const { role, risk } = event.payload;
      const out = [role === 'user' ? 'messages_user' : 'messages_assistant'];
      if (role === 'user' && risk === 'crisis') out.push('crisis_flags');
      if (role === 'user' && risk === 'elevated') out.push('elevated_flags');
      // A crisis reply is a referral: the fixed reply with the resources for its kind of danger.
      if (role === 'assistant' && risk === 'crisis') {
        out.push('crisis_referrals', `crisis_referrals_${event.payload.category ?? 'suicide'}`);
      }
      return out;
    }
    case 'chat.history.cleared':
      return ['history_cleared'];
    case 'quiz.completed':
      return ['quiz_completed', `quiz_${event.payload.primaryType}`];
    case 'contact.received':
      return ['contact_received'];
    default:
      return [];
  }
}
