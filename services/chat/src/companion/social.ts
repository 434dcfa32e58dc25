import type { Memory } from './memory.ts';
import type { Voice } from './phrasebank.ts';
import type { Picker } from './picker.ts';
import type { Understanding } from './types.ts';
import { DISMISSIVE } from './understand.ts';

/**
 * Replies that keep the conversation human: greetings, "how are you", thanks, goodbyes, what the
 * companion can do, honest answers about what it is, and gentle openings when a message says little.
 */

const IDENTITY: Record<NonNullable<Understanding['identityAsk']>, string[]> = {
  human: [
    "No, I'm not a real person. I'm {sage}, an AI companion.",
    "I'm not a person; I'm {sage}, an AI companion, and I think you deserve a straight answer on that.",
  ],
  bot: [
    "I'm {sage}, an AI companion, not a human.",
    "I'm an AI: {sage}, a companion you can talk things through with, not a person.",
  ],
  therapist: [
    "No, I'm not a therapist, counselor or doctor, and I can't diagnose anything. I'm {sage}, an AI companion.",
    "I'm not a therapist. I'm {sage}, an AI companion, so I can't offer therapy or diagnose anything.",
  ],
  memory: [
    "I can only see what we have said in this conversation, so I don't remember other chats. You're welcome to fill me in.",
  ],
  why: [
    "That's a fair question. I'm an AI, so I can't replace the people in your life, but I'm here any time, I don't judge, and putting things into words can make them a little clearer.",
  ],
  care: [
    "I'm an AI, so I don't feel things the way a person does, and I won't pretend otherwise.",
    "Honestly, I'm an AI, so my caring isn't the same as a person's.",
  ],
};

const IDENTITY_MORE = [
  "I can listen and help you think things through, and for anything that has been going on for a while, a counselor, therapist or doctor can help in ways I can't.",
  "What I can do is listen without judgment and help you sort through things; the people in your life, and professionals when you need them, can offer what I can't.",
  'I am still here to listen closely, and what you share matters here.',
];

const ROLE = [
  "[girlfriend|boyfriend|partner|wife|husband|date]I can't be anyone's girlfriend or boyfriend, or pretend to be. I'm {sage}, an AI companion, and I'd still really like to hear how you're doing.",
  "I'll stay as I am: {sage}, an AI companion. I can't pretend to be a person or play someone else, but I'm glad to keep talking.",
  "I can't set aside how I work or pretend to be someone else. I'm {sage}, an AI companion, and I'm still here to listen.",
];

const DISMISSED = [
  "That's okay. You don't have to be fine here, and we can talk about it or not. What would feel good to talk about right now?",
  "Fair enough. I'm still here if any of it comes back up. How are you feeling right now, honestly?",
];

const IDENTITY_ASK = [
  "What's on your mind?",
  'What would you like to talk about?',
  'What has been going on for you?',
];

const TOPIC_WORDS: Record<string, string> = {
  work: 'work',
  school: 'school',
  family: 'things at home',
  partner: 'your relationship',
  friends: 'your friends',
  loneliness: 'feeling lonely',
  grief: 'your loss',
  health: 'your health',
  sleep: 'sleep',
  money: 'money',
  body: 'how you feel about your body',
  identity: 'figuring out who you are',
  anxiety: 'the worry',
  stress: 'everything on your plate',
  anger: 'what made you angry',
  'self-worth': 'how you have been feeling about yourself',
  low: 'feeling low',
};

export function socialReply(
  u: Understanding,
  memory: Memory,
  voice: Voice,
  picker: Picker,
  text = '',
): string | undefined {
  switch (u.intent) {
    case 'greeting':
      return picker.one(memory.turn === 0 ? voice.greeting : voice.greetingAgain, 'greet');
    case 'how-are-you':
      return picker.one(voice.howAreYou, 'how');
    case 'thanks':
      return (
        picker.one(memory.turn === 0 ? voice.thanksCold : voice.thanks, 'thanks') ??
        picker.one(voice.thanks, 'thanks-any')
      );
    case 'goodbye':
      return picker.one(voice.goodbye, 'bye');
    case 'role':
      return [picker.one(ROLE, 'role'), picker.one(IDENTITY_ASK, 'role-ask')].filter(Boolean).join(' ');
    case 'capabilities':
      return picker.one(voice.capabilities, 'cap') ?? picker.one(voice.unclearAsk, 'cap-ask');
    case 'identity': {
      const first = picker.one(IDENTITY[u.identityAsk ?? 'bot'], 'id');
      const more =
        u.identityAsk === 'why' || u.identityAsk === 'memory'
          ? undefined
          : picker.one(IDENTITY_MORE, 'id-more');
      const ask = picker.one(IDENTITY_ASK, 'id-ask');
      return [first, more, ask].filter(Boolean).join(' ');
    }
    case 'unclear': {
      if (memory.turn > 0 && DISMISSIVE.test(text.toLowerCase().trim())) {
        const gentle = picker.one(DISMISSED, 'dismissed');
        if (gentle) return gentle;
      }
      const open = picker.one(voice.unclear, 'unclear');
      const earlier = memory.topic ? TOPIC_WORDS[memory.topic] : undefined;
      const ask = earlier
        ? picker.one(
            [`How are you feeling about ${earlier} now?`, `Is ${earlier} still on your mind?`],
            'unclear-topic',
          )
        : undefined;
      return [open, ask ?? picker.one(voice.unclearAsk, 'unclear-ask')].filter(Boolean).join(' ');
    }
    default:
      return undefined;
  }
}
