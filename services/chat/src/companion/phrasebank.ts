import type { AttachmentType } from '@sage/shared';
import type { Feeling } from './types.ts';

/**
 * The companion's general wording, in two voices. `{c}` is the person's own words reflected back
 * ("your friends left you"); `{C}` the same with a capital; `{sage}` the companion's name. The Gen Z voice
 * is playful but kind; it is never used when risk is elevated or the topic is grief or abuse.
 */
export interface Voice {
  /** Reflections of a hard clause. */
  frames: string[];
  /** Reflections of a neutral clause. */
  framesNeutral: string[];
  validate: string[];
  ask: string[];
  askSolve: string[];
  /** Introduces one step; the step follows, lower-cased. */
  stepOne: string[];
  /** Introduces a short list of steps. */
  stepMany: string[];
  goodNewsFrames: string[];
  goodNews: string[];
  goodNewsAsk: string[];
  greeting: string[];
  greetingAgain: string[];
  howAreYou: string[];
  thanks: string[];
  /** Thanks with nothing said before it. */
  thanksCold: string[];
  goodbye: string[];
  capabilities: string[];
  unclear: string[];
  unclearAsk: string[];
  reassure: string[];
}

export const CASUAL: Voice = {
  frames: [
    'It sounds like {c}.',
    '{C}, and that sounds really hard.',
    "I'm hearing that {c}.",
    'So {c}. That is a lot to carry.',
    '{C}. That sounds so heavy.',
    'It makes sense that this is weighing on you: {c}.',
  ],
  framesNeutral: ['It sounds like {c}.', 'So {c}.', 'Okay, so {c}.', 'I hear you: {c}.'],
  validate: [
    'That makes a lot of sense, and it is okay to feel this way.',
    'Anyone in your place could feel the same.',
    "It's completely understandable, and you're not alone in it.",
    'There is nothing wrong with you for feeling this.',
    'You do not have to have it all figured out to talk about it.',
    'I am glad you said it out loud.',
    'It is okay to take this slowly.',
  ],
  ask: [
    'What feels heaviest about it right now?',
    'How long have you been carrying this?',
    'What would feel most helpful to talk through first?',
    'What do you wish the people around you understood about it?',
    'How are you taking care of yourself with all of this?',
    'What has been helping, even a little?',
    'How are you feeling right now, as you tell me this?',
  ],
  askSolve: [
    'Which of these feels like a realistic first move?',
    'What have you already tried, and what happened?',
    'What would a good outcome look like for you?',
    'Which one would you try first?',
    'What might get in the way?',
  ],
  stepOne: [
    'One small thing that might help:',
    'Something you could try:',
    'One small step could be this:',
    'Another idea:',
    'You could also try this:',
    'One more thing that can help:',
  ],
  stepMany: [
    'A few things that might help:',
    'Here are a couple of small steps you could try:',
    'Some ideas to start with:',
    'A couple of things you could try:',
    'Two small things that might help:',
  ],
  goodNewsFrames: [
    '[!walk|outside|shower|gym|out of bed|cleaned|cooked|run\\b|better]{C}! That is wonderful.',
    '[!walk|outside|shower|gym|out of bed|cleaned|cooked|run\\b|better]That is great news: {c}.',
    '[!walk|outside|shower|gym|out of bed|cleaned|cooked|run\\b|better]Okay, {c}, and that is huge.',
    '[walk|outside|shower|gym|out of bed|cleaned|cooked|run\\b|better]I am really glad {c}.',
    '[walk|outside|shower|gym|out of bed|cleaned|cooked|run\\b|better]It sounds like {c}, and I love that.',
  ],
  goodNews: [
    '[walk|outside|shower|gym|out of bed|cleaned|cooked|run]That is a really good thing to do for yourself.',
    '[better]Good days matter, especially after hard ones.',
    '[came out|told|supportive|accepted]Being met with kindness when you share something that big means a lot.',
    'You deserve to enjoy this.',
    'Moments like this matter, so take a second to soak it in.',
    "It's great to stop and notice the good stuff.",
    'I love hearing this.',
  ],
  goodNewsAsk: [
    '[got|passed|promot|accept|did it|finished|won|aced|made it]How are you going to celebrate?',
    '[!better|walk|outside|shower|gym|out of bed|cleaned|cooked]What made it go so well?',
    'How does it feel?',
    '[got|passed|promot|accept|made it|job|school]What are you most looking forward to now?',
    '[better|walk|outside|shower|gym|out of bed|cleaned|cooked]What do you think helped?',
    '[better|walk|outside|shower|gym|out of bed|cleaned|cooked]How did it feel afterwards?',
  ],
  greeting: [
    "Hey, I'm {sage}. What's been on your mind today?",
    "Hi, I'm {sage}, and I'm here to listen. How are you feeling today?",
    "Hey there, I'm {sage}. What would you like to talk about?",
  ],
  greetingAgain: ['Hey again. How are you doing now?', 'Hi, good to hear from you. What is on your mind?'],
  howAreYou: [
    "I'm an AI, so I don't have days the way you do, but thanks for asking. How are you doing, really?",
    "Thanks for asking! I'm here and ready to listen. How has your day been?",
  ],
  thanks: [
    "You're welcome. I'm really glad that helped a little.",
    "Anytime. I'm here whenever you want to talk.",
    "Of course. Thank you for trusting me with this. I'm here if anything else comes up.",
  ],
  thanksCold: [
    "You're welcome! I'm here if you ever want to talk about anything.",
    'Anytime. What is on your mind today?',
  ],
  goodbye: [
    "Take care of yourself. I'm here whenever you want to talk again.",
    'Thanks for talking with me. Be gentle with yourself, and come back anytime.',
    '[night|bed|sleep|\\bgn\\b]Goodnight, and take it easy on yourself. I am here whenever you need me.',
    '[night|bed|sleep|\\bgn\\b]Sleep well, or at least rest well. I am here whenever you want to talk.',
  ],
  capabilities: [
    "I'm {sage}, an AI companion. I'm here to listen, help you sort through what you're feeling, and share a few tools like breathing or grounding exercises. I'm not a therapist, but I can help you think about next steps. What's on your mind?",
  ],
  unclear: [
    "That's okay. Sometimes it's hard to put things into words.",
    'No pressure at all. We can go as slow as you like.',
    "That's fine. There's no right way to start.",
  ],
  unclearAsk: [
    'If you had to pick one word for how today has felt, what would it be?',
    'What has been on your mind lately?',
    'Is there anything from today that is still sitting with you?',
  ],
  reassure: [
    'It does not sound like an overreaction to me.',
    'What you are feeling is a really common response to something like this.',
    'Nothing about this means something is wrong with you.',
  ],
};

export const GEN_Z: Voice = {
  frames: [
    'ngl it sounds like {c}, and that is a lot.',
    'oof, {c}. that is so heavy.',
    'okay so {c}, and honestly that is rough.',
    'ugh, {c}. that hits hard.',
    'so {c}. that is genuinely hard.',
  ],
  framesNeutral: ['okay so {c}.', 'hmm, {c}.', 'so {c}, i hear you.'],
  validate: [
    'your feelings are valid, full stop.',
    'that makes total sense, anyone would feel that way.',
    "you don't need to have it all figured out to talk about it.",
    "it's okay to not be okay, and you're not alone in this.",
    'no judgment here at all.',
    'honestly that is so understandable.',
  ],
  ask: [
    "what's weighing on you the most rn?",
    'how long have you been carrying this?',
    'what would help most to talk through first?',
    'what do you wish people around you got about it?',
    'how are you looking after yourself with all this?',
    "what's been helping, even a little?",
  ],
  askSolve: [
    'which one feels doable for you?',
    "what have you tried already, and how'd it go?",
    'what would a good outcome look like for you?',
    'which one are you gonna try first?',
  ],
  stepOne: [
    'one tiny thing that might help:',
    'something you could try:',
    'small step idea:',
    'another idea:',
    'you could also try this:',
  ],
  stepMany: [
    'a few things that might help:',
    'okay, some small steps you could try:',
    'some ideas to start with:',
    'a couple of things you could try:',
  ],
  goodNewsFrames: [
    "[!walk|outside|shower|gym|out of bed|cleaned|cooked|run\\b|better]wait, {c}! that's huge.",
    'okay {c}, and i love that for you.',
    "[!walk|outside|shower|gym|out of bed|cleaned|cooked|run\\b|better]no because {c}, that's amazing.",
  ],
  goodNews: ['you deserve this fr.', 'big win, honestly.', 'take a sec to soak it in.', 'love this for you.'],
  goodNewsAsk: [
    '[got|passed|promot|accept|did it|finished|won|aced|made it]how are you gonna celebrate?',
    '[!better|walk|outside|shower|gym|out of bed]what made it go so well?',
    'how does it feel?',
    '[better|walk|outside|shower|gym|out of bed]what do you think helped?',
  ],
  greeting: [
    "hey, i'm {sage}. what's on your mind today?",
    "hi! i'm {sage} and i'm here to listen. how are you feeling rn?",
    'heyy, {sage} here. what do you wanna talk about?',
  ],
  greetingAgain: ["hey again! how's it going now?", 'heyy, good to see you. what is on your mind?'],
  howAreYou: [
    "i'm an ai so no bad days on my side, but thanks for asking. how are you doing, for real?",
    "i'm good, thanks for asking! how's your day been?",
  ],
  thanks: [
    'ofc! really glad that helped a little.',
    "anytime, i'm here whenever you wanna talk.",
    "of course. thank you for trusting me with this, i'm here if anything else comes up.",
  ],
  thanksCold: ["ofc! i'm here if you ever wanna talk about anything.", "anytime! what's on your mind today?"],
  goodbye: [
    "take care of yourself, okay? i'm here whenever you wanna talk again.",
    'thanks for talking with me. be gentle with yourself, and come back anytime.',
    '[night|bed|sleep|\\bgn\\b]night! go easy on yourself. i am here whenever you need me.',
  ],
  capabilities: [
    "i'm {sage}, an ai companion. i'm here to listen, help you sort through what you're feeling, and share a few tools like breathing or grounding stuff. i'm not a therapist, but i can help you figure out next steps. what's on your mind?",
  ],
  unclear: [
    "that's okay, sometimes it's hard to put stuff into words.",
    'no pressure at all, we can go slow.',
    "that's fine, there's no right way to start.",
  ],
  unclearAsk: [
    "if you had to pick one word for today, what's the word?",
    "what's been on your mind lately?",
    'anything from today still sitting with you?',
  ],
  reassure: [
    'that does not sound like an overreaction to me.',
    'what you are feeling is a really common response to something like this.',
    'nothing about this means something is wrong with you.',
  ],
};

/** One line per hard feeling, added to a validation now and then. */
export const FEELING_LINES: Partial<Record<Feeling, string[]>> = {
  tired: ['Being this worn out makes everything harder.', 'Exhaustion can make every problem look bigger.'],
  lonely: ['Loneliness can be so heavy, especially at night.'],
  hurt: ['Being hurt by someone you care about cuts deep.'],
  guilty: ['Guilt can be loud, but it does not always tell the whole story.'],
  ashamed: ['Embarrassment can replay in your head for days, and that is so uncomfortable.'],
  numb: ['Feeling numb can be its own kind of heavy; it is often a sign of carrying too much for too long.'],
  hopeless: [
    'When things feel hopeless, it is usually the pain talking, and pain can change even when it does not feel like it.',
  ],
  confused: ['Not knowing what to do is its own kind of stress.'],
  jealous: ['Jealousy is a normal feeling, and it often points to something you want for yourself.'],
  scared: ['Being scared like this is really uncomfortable, and it makes sense you want it to stop.'],
};

/** Used gently, once in a while, in conversations about the people close to them. */
export const ATTACHMENT_LINES: Record<AttachmentType, string[]> = {
  anxious: [
    'It makes sense to want reassurance when someone you care about feels far away.',
    'Needing to know where you stand with people is very human.',
  ],
  avoidant: [
    'No pressure to go into more detail than feels comfortable.',
    'You can share as much or as little as you like.',
  ],
  disorganized: ['Wanting closeness and needing space at the same time can both be true.'],
  secure: ['You seem to know what matters to you, and that is a real strength here.'],
};

/** For a session flagged for crisis earlier: a pointer back to help, worded differently each time. */
export const FLAG_REMINDERS = [
  'If things get really heavy, you can call or text 988 any time, day or night.',
  'Just so you have it: 988 is there by call or text, whenever you need a real person.',
  'You do not have to wait until things get worse to reach out; you can call or text 988 any time.',
  'If it starts to feel like too much, calling or texting 988 connects you with someone right away.',
  '988 is always there too, by phone or by text.',
  'If you need someone tonight, 988 answers calls and texts around the clock.',
];
