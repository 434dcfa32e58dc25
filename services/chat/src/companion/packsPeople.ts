import type { Pack } from './packTypes.ts';

/** Family, partner, friends and loneliness. Conflict advice lives here and only here. */
export const PEOPLE_PACKS = {
  family: {
    reflect: [
      'Things at home sound really tense right now.',
      'It sounds like things with {who} have been weighing on you.',
      'Family stuff can get under your skin like nothing else.',
    ],
    validate: [
      "When it's family, it's hard to just walk away from it, so of course it stays with you.",
      'Wanting to be understood by the people closest to you makes complete sense.',
      'You can love your family and still feel hurt or frustrated by them; both can be true.',
      "It's exhausting when home doesn't feel like a place where you can rest.",
    ],
    ask: [
      'What happened between you and {who}?',
      'What do you wish {who} understood about you?',
      'How are things at home most days?',
      'When did things start to feel this way at home?',
      'Who in your family, if anyone, feels easier to be around?',
      'What would a better week at home look like for you?',
      'What goes through your mind when things get tense at home?',
    ],
    askSolve: [
      'What would you most like to change with {who}?',
      'Which of these feels doable with your family right now?',
      'What would a small improvement at home look like?',
    ],
    steps: [
      'Pick a calm moment, not the middle of an argument, to share one thing you need.',
      'Start with "I feel..." rather than "you always...", which tends to keep people listening instead of defending.',
      'When things heat up, it is okay to step away for a bit and come back to it later.',
      'Write down what you want to say beforehand, so the important part does not get lost.',
      "Find one place or time in your week that is just yours, like a walk, music or a friend's house.",
      'If talking directly feels impossible, a trusted relative, teacher or school counselor can help carry the message.',
    ],
  },
  partner: {
    reflect: [
      'It sounds like your relationship has been on your mind a lot.',
      'Things with {who} sound really painful right now.',
      'Matters of the heart can take up all the room inside.',
    ],
    validate: [
      'Relationships touch the most tender parts of us, so of course this hurts.',
      "It makes sense to feel shaken when someone you're close to feels far away.",
      'Missing someone and being hurt by them at the same time is confusing, and it is very human.',
      'Heartache can feel physical, and it deserves care, not judgment.',
    ],
    ask: [
      'What do you miss most right now?',
      'What has been the hardest part with {who}?',
      'What do you need from {who} that you are not getting?',
      'How have you been looking after yourself through this?',
      'What do you keep replaying when you think about it?',
      'What do you wish you could say to {who}?',
      'What does your gut tell you about this relationship?',
    ],
    askSolve: [
      'What would feel like the right next move for you?',
      'Which of these fits where you are with {who}?',
      'What outcome are you hoping for?',
    ],
    steps: [
      'Write down what you need from this relationship and what you are actually getting, side by side.',
      'Give yourself a short break from checking their messages or social media, even just for tonight.',
      'If you want to talk with {who}, choose a calm time and start with how you feel rather than what they did.',
      'Lean on one friend this week, even just for a walk or a call, so you are not carrying this alone.',
      'Notice what you are telling yourself about why it happened, and whether you would say it to a friend.',
      'Do one thing just for you today that has nothing to do with the relationship.',
    ],
  },
  friends: {
    reflect: [
      'Friend stuff can hurt more than people admit.',
      'It sounds like things with your friends have been hard.',
      'It sounds like something shifted with {who}.',
    ],
    validate: [
      'Friendships are a huge part of feeling okay, so when they wobble, it shakes everything.',
      'Feeling hurt by a friend makes sense, because you care about them.',
      "It's painful to feel on the outside of people you thought you were close to.",
      'Friendships change sometimes, and that can feel like a real loss.',
    ],
    ask: [
      'What happened with {who}?',
      'How has this friendship felt lately?',
      'What do you miss about how things used to be?',
      'Who else in your life feels easy to be around right now?',
      'What do you wish your friends knew about how you are feeling?',
      'What would make things feel a little better between you?',
    ],
    askSolve: [
      'Would reaching out, or giving it some space, feel better to you right now?',
      'Which of these feels like something you could actually do?',
      'What would a good outcome with {who} look like?',
    ],
    steps: [
      'Send one short, low-pressure message, like "hey, I miss hanging out", and see how they respond.',
      'If something hurt, tell them what happened and how it felt, using "I felt" rather than "you did".',
      'Give it a few days of space before deciding what the friendship means now.',
      'Spend a little time with someone else who feels easy to be around, so this friendship is not your only anchor.',
      'Write down what you value in a friend, and notice who in your life already gives you some of that.',
    ],
  },
  loneliness: {
    reflect: [
      'It sounds really lonely right now.',
      'Feeling like there is no one to turn to is one of the hardest feelings there is.',
      'It sounds like you have been carrying a lot on your own.',
    ],
    validate: [
      'Loneliness is painful, and it says nothing bad about you; it means you need connection, like everyone does.',
      'You can feel lonely even with people around, and that is just as real.',
      'So many people feel this way and hide it, so it can seem like you are the only one, but you are not.',
      'Wanting people who really get you is a completely human need.',
    ],
    ask: [
      'When does the loneliness hit hardest?',
      'Who, even a little, feels safe to be around?',
      'What kind of connection do you miss the most?',
      'What makes it hard to reach out right now?',
      'When was the last time you felt really understood by someone?',
      'What would a less lonely day look like for you?',
    ],
    askSolve: [
      'Which small step feels least scary?',
      'What kind of people or places have felt good to you before?',
      'What would help you take that first step?',
    ],
    steps: [
      'Send one low-pressure message to someone you have lost touch with, even just a meme or "thought of you".',
      'Look for one regular thing you could join around something you enjoy, like a club, class, team or online group.',
      'Spend some time around people without pressure to talk, like a library, a cafe or a park.',
      'Say yes to one small invitation this week, even if you only stay a short while.',
      'Be as kind to yourself as you would be to a friend who felt this way, because loneliness is not a personal failing.',
    ],
  },
} satisfies Record<string, Pack>;
