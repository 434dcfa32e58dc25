import type { Pack } from './packTypes.ts';

/** Grief, anxiety, stress, anger, self-worth, low mood, and the general pack for anything else. */
export const INNER_PACKS = {
  grief: {
    reflect: [
      "I'm so sorry about {who}.",
      "I'm so sorry for your loss.",
      'Losing someone you love changes everything, all at once.',
      'Grief can come in waves, and it sounds like one is here right now.',
    ],
    validate: [
      'There is no right way to grieve, and no timetable for it.',
      'Grief is the price of loving someone, and it shows how much {name} mattered to you.',
      'Whatever you are feeling, sorrow, numbness, even anger, is a normal part of grief.',
      'It makes sense that everything feels upside down right now.',
      'Some moments will be harder than others, and that is part of it too.',
      'You do not have to be okay right now.',
    ],
    ask: [
      'What do you miss most about {who}?',
      'What was {name} like?',
      'How have the days been since it happened?',
      'Who has been with you through this?',
      'What moments have been the hardest so far?',
      'What is a memory of {name} that you keep coming back to?',
      'How are you taking care of yourself with all of this?',
      'What would help you feel a little less alone with it?',
    ],
    askSolve: [
      'Which of these feels possible for you right now?',
      'What feels hardest to manage day to day?',
      'What kind of support would help most right now?',
    ],
    steps: [
      'Keep the basics going as best you can: something to eat, water, and some rest.',
      'Tell one or two trusted people what actually helps, like a meal, a walk, or just hearing their memories of {name}.',
      'Set aside a little time to remember {name}, like looking at photos or writing a letter you never send.',
      'Lower what you expect of yourself for a while; it is okay to say no and let some things slide.',
      'If a date or anniversary is coming, plan ahead how you want to spend it, even if the plan is to rest.',
      'A bereavement support group can help, because everyone there understands without needing an explanation.',
    ],
  },
  'grief-pet': {
    reflect: [
      "I'm so sorry about {who}.",
      "I'm so sorry you lost {who}.",
      'Losing a pet is losing a member of the family.',
      'A pet is part of every single day, so the empty spaces are everywhere.',
    ],
    validate: [
      'Grief for a pet is real grief, and it deserves the same gentleness as any other loss.',
      'Of course you are hurting: {name} was part of your everyday life.',
      'The bond with an animal is simple and true, and losing it hurts deeply.',
      'There is no right way to grieve a pet, and no timetable for it.',
      'The quiet at home can be one of the hardest parts.',
    ],
    ask: [
      'What was {name} like?',
      'What do you miss most about {name}?',
      'What is your favorite memory of {name}?',
      'How have things been at home without {name}?',
      'Who else knew {name} and understands what you are going through?',
      'How are you taking care of yourself with all of this?',
    ],
    askSolve: [
      'Which of these feels right for you?',
      'What part of the day feels hardest now?',
      'How would you like to remember {name}?',
    ],
    steps: [
      'Make a small memory of {name}: a photo, a collar, or a few lines about your favorite day together.',
      'Let yourself cry or talk about {name} with someone who loved animals too.',
      'Be gentle with the routines that used to include {name}; it is okay if they hurt for a while.',
      'Keep the basics going as best you can: something to eat, water, and some rest.',
    ],
  },
  anxiety: {
    reflect: [
      'It sounds like your mind has been racing.',
      'Anxiety can make everything feel urgent at once.',
      'It sounds like worry has been taking up a lot of space.',
    ],
    validate: [
      'Anxiety is your body trying to protect you, even when the alarm is too loud for the moment.',
      'Those what-ifs can feel so real in the moment.',
      'Feeling on edge like this is exhausting, and it makes sense you want it to ease.',
      'Lots of people feel this way, even if it does not look like it from the outside.',
    ],
    ask: [
      'What is the worry that keeps coming back?',
      'Where do you notice the anxiety in your body?',
      'When does it tend to get worse?',
      'What helps, even a little, when it gets like this?',
      'What is the worst-case story your mind keeps telling you?',
      'What would you like to feel instead?',
    ],
    askSolve: [
      'Which of these would you like to try first?',
      'Which worry is the one you can actually do something about?',
      'What usually sets the anxiety off?',
    ],
    steps: [
      'Try box breathing for a minute: in for 4, hold for 4, out for 4, hold for 4.',
      'Ground yourself with 5-4-3-2-1: name 5 things you can see, 4 you can feel, 3 you can hear, 2 you can smell and 1 you can taste.',
      'Write the worry down, then next to it one thing that is in your control.',
      'Ask yourself what is most likely to happen, not just what could.',
      'Give the worry a set time, like ten minutes this evening, and remind yourself you will think about it then.',
      'Move your body for a few minutes, like a walk or a stretch, to burn off some of the adrenaline.',
    ],
  },
  stress: {
    reflect: [
      'It sounds like you have way too much on your plate.',
      'It sounds like everything is piling up at once.',
      'That is a lot to be carrying at the same time.',
    ],
    validate: [
      'When everything piles up, anyone would feel overwhelmed.',
      'You do not have to handle all of it at once.',
      'Feeling overloaded is a sign of how much you are holding, not that you are failing.',
      'It makes sense that you are running low with so much going on.',
    ],
    ask: [
      'What feels heaviest on your list right now?',
      'What would you drop first if you could?',
      'When did you last get a real break?',
      'What is taking up the most space in your head?',
      'Who could take even a small part of this off your plate?',
    ],
    askSolve: [
      'Which of these feels doable today?',
      'What is the one thing that, if it were done, would make the rest feel lighter?',
      'What can wait until next week?',
    ],
    steps: [
      'Write down everything on your plate, then circle just one thing to do first.',
      'Pick the smallest task on your list and give it ten minutes, nothing more.',
      'Cross off or postpone one thing that does not really need to happen this week.',
      'Take a short break that is only for you, like a walk, a shower or a song.',
      'Ask one person for help with one specific thing.',
    ],
  },
  anger: {
    reflect: [
      'It sounds like you are really angry, and for a reason.',
      'That sounds infuriating.',
      'It sounds like something crossed a line for you.',
    ],
    validate: [
      'Anger often shows up when something important to you has been hurt or ignored.',
      'It is okay to feel angry; what matters is what you do with it.',
      'Feeling this fired up makes sense after something like that.',
    ],
    ask: [
      'What happened that set it off?',
      'What do you think the anger is protecting?',
      'What would feel fair to you here?',
      'Where do you feel the anger in your body?',
      'What do you need right now to cool down a bit?',
    ],
    askSolve: [
      'Which of these would help you cool down?',
      'What would you like to happen next?',
      'What outcome would feel fair?',
    ],
    steps: [
      'Give the anger somewhere safe to go first: a walk, a run, or writing it all out in a message you do not send.',
      'Wait until you feel calmer before you reply or confront anyone; the message will still be there later.',
      'Slow your breathing with a longer exhale than inhale, like in for 4 and out for 6, for a minute.',
      'Once you are calmer, write down what you actually need from the other person.',
    ],
  },
  'self-worth': {
    reflect: [
      'It sounds like you have been really hard on yourself.',
      'That inner critic sounds really loud right now.',
      'It sounds like you have been feeling down on yourself.',
    ],
    validate: [
      'The harsh voice in your head is not the truth about you, even when it sounds convincing.',
      'You deserve the kindness you would give a friend.',
      'Everyone messes up and struggles sometimes; it does not make you less worthy.',
      'Feeling this way about yourself is painful, and you do not have to believe every thought you have.',
    ],
    ask: [
      'What does that critical voice say most often?',
      'Whose voice does it remind you of?',
      'What would you say to a friend who talked about themselves this way?',
      'When did you start feeling this way about yourself?',
      'What is one thing, however small, that you did okay this week?',
    ],
    askSolve: [
      'Which of these feels possible to try?',
      'When does the self-criticism hit hardest?',
      'What would being kinder to yourself look like this week?',
    ],
    steps: [
      'Try the self-compassion break: say "this is really hard right now", remember that struggling is part of being human, and offer yourself a kind word.',
      'Write down one thing you did okay today, however small.',
      'When the critic speaks, ask what you would say to a friend in your place, and say that to yourself.',
      'Write a short letter to yourself from the point of view of a kind friend.',
    ],
  },
  low: {
    reflect: [
      'It sounds like things have felt really heavy.',
      'It sounds like you are going through a really rough patch.',
      'It sounds like everything feels harder than usual right now.',
    ],
    validate: [
      'Feeling this low is really hard, and you do not have to pretend otherwise here.',
      'Some days are just heavy, and it is okay to not be okay.',
      'It makes sense to feel worn down when things have been this hard for a while.',
      'You reaching out, even here, counts for something.',
    ],
    ask: [
      'What has today been like for you?',
      'How long have you been feeling like this?',
      'What does a hard moment look like for you?',
      'What has been helping you get through, even a little?',
      'Who knows how you have been feeling lately?',
      'What would make tonight a little easier?',
    ],
    askSolve: [
      'Which of these feels doable today?',
      'What is one small thing that usually helps, even a little?',
      'What would help you get through the rest of today?',
    ],
    steps: [
      'Do one small kind thing for yourself today, like a shower, a walk or a favorite song.',
      'Tell one person you trust how you have really been doing.',
      'Get outside for a few minutes, even just to the door, and notice the air.',
      'Keep the bar low today: one small task counts as a win.',
      'If feeling low has been going on for weeks, talking to a doctor or counselor can really help.',
    ],
  },
  general: {
    reflect: [
      'It sounds like there is a lot going on for you.',
      'Thank you for telling me about this.',
      'It sounds like this has been on your mind.',
    ],
    validate: [
      'Whatever you are feeling about it makes sense.',
      'You do not need to have it all figured out to talk about it.',
      'It is okay to take this one piece at a time.',
      'Your feelings about this are valid.',
    ],
    ask: [
      'What has been on your mind the most?',
      'How are you feeling about it right now?',
      'What happened?',
      'What would be most helpful to talk through first?',
      'How long has this been going on?',
      'What is the hardest part for you?',
    ],
    askSolve: [
      'What would a good outcome look like for you?',
      'Which part would you like to tackle first?',
      'What have you already tried?',
    ],
    steps: [
      'Write down what is on your mind, then pick one small thing you could do about it today.',
      'Think of one person you trust who you could talk to about this.',
      'Break the problem into small pieces and start with the easiest one.',
    ],
  },
} satisfies Record<string, Pack>;
