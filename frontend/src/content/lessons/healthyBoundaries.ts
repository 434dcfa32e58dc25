import type { Lesson } from '../types';

export const healthyBoundariesLessons: Lesson[] = [
  {
    id: 'healthy-boundaries-1',
    title: 'What Healthy Boundaries Really Are',
    readTime: '3 min read',
    category: 'Relationships',
    heroIcon: 'Shield',
    heroGradient: 'linear-gradient(135deg, #ccfbf1 0%, #fef9c3 100%)',
    content: `**Boundaries are not walls that keep people out. They are clear, caring limits that let you stay connected to others without losing yourself.**

## A simple definition

A boundary is a statement of what you will and will not do, accept or take on. It describes your own behavior, not someone else's. "You can't yell at me" tries to control another person. "If the yelling continues, I'm going to leave the room" tells them what you will do to take care of yourself.

This distinction matters because you cannot make anyone change. You can, however, decide how you respond.

## Types of boundaries

Boundaries show up in many parts of life:

- **Emotional:** not taking responsibility for other people's feelings, and not sharing more than feels right.
- **Time:** deciding how much of your time and energy you give to work, family, friends and favors.
- **Physical:** your body, your personal space and your comfort with touch.
- **Material:** your money, belongings and what you lend or give.
- **Digital:** how quickly you reply to messages, what you post, and who has access to your accounts.

## Signs your boundaries may need attention

You might benefit from stronger boundaries if you often:

- Say yes when you want to say no, then feel resentful
- Feel exhausted after time with certain people
- Take on others' problems as if they were yours to solve
- Apologize for having needs at all
- Feel guilty whenever you rest

Boundaries can also become too rigid. If you keep everyone at a distance, never ask for help, or cut people off at the first sign of conflict, you may be protecting yourself in a way that also keeps closeness out.

<visual-analogy>A healthy boundary is like a garden fence with a gate. It marks where your garden begins so that it can grow, and you still get to open the gate and welcome people in.</visual-analogy>

## Why boundaries feel so hard

Many of us learned early that keeping others happy kept us safe or loved. Setting a limit can then feel selfish or even dangerous, as if the relationship might not survive it. Guilt is a very common reaction, especially at first. Feeling guilty does not mean you did something wrong. Often it simply means you are doing something new.

## Why boundaries help relationships

It may seem that having no limits makes you easier to love. In practice, unspoken limits tend to come out as resentment, withdrawal or sudden blow-ups. Clear boundaries let people know where they stand. They also make your yes more meaningful, because others can trust that you mean it.

## Starting small

You do not need to overhaul every relationship at once. Begin by noticing moments when you feel drained, resentful or uneasy. Those feelings often point to a limit that has been crossed. Ask yourself:

1. What happened just before I felt this way?
2. What would I have liked to happen instead?
3. What is one small thing I could say or do next time?

Awareness is the first step. The next lessons in this topic cover how to put boundaries into words and how to hold them when it gets uncomfortable.

If a relationship ever leaves you feeling afraid or unsafe, your safety comes first. You can call or text 988 to talk with someone, text HOME to 741741, or call 911 or your local emergency number if you are in danger.`,
  },
  {
    id: 'healthy-boundaries-2',
    title: 'Putting a Boundary Into Words',
    readTime: '3 min read',
    category: 'Relationships',
    heroIcon: 'MessageCircle',
    heroGradient: 'linear-gradient(135deg, #e0e7ff 0%, #ccfbf1 100%)',
    content: `**Knowing you need a boundary is one thing. Saying it out loud, clearly and kindly, is a skill, and like any skill it gets easier with practice.**

## Get clear with yourself first

Before you talk to anyone, take a few minutes to answer:

- What exactly is bothering me?
- What do I need or want instead?
- What am I willing to do if the boundary is not respected?

That last question is important. A boundary is most effective when it describes your own action, something you can follow through on regardless of how the other person reacts.

## A simple structure

Many people find this four-part format helpful:

1. **Describe the situation** plainly, without blame. "When plans change at the last minute..."
2. **Share how it affects you.** "...I end up scrambling and feeling stressed."
3. **State what you need.** "I need at least a day's notice for changes."
4. **Say what you will do.** "If that isn't possible, I'll keep my original plans."

You do not have to use every part every time. Sometimes a short sentence is enough.

## Examples you can adapt

- **With a friend:** "I care about you, and I can't be available for long calls on weeknights. Can we talk on the weekend instead?"
- **At work:** "I'm not able to take on that project this week without letting something else slip. Which should I prioritize?"
- **With family:** "I'm not going to discuss my weight or my relationship status. If it comes up, I'll change the subject or step away."
- **With a partner:** "I need some quiet time when I first get home. Give me twenty minutes, and then I'd love to hear about your day."
- **Online:** "I don't answer work messages after 7 p.m. I'll reply first thing in the morning."

<visual-analogy>Saying a boundary is like drawing a clear line on a map for someone trying to find their way. Without the line, they have to guess where your territory begins, and guessing leads to wrong turns on both sides.</visual-analogy>

## Tips for the conversation

- **Keep it short.** Long explanations can invite debate. A clear sentence or two is usually enough.
- **Use a calm, steady tone.** You can be warm and firm at the same time.
- **Skip over-apologizing.** You can acknowledge the other person without saying sorry for having a need.
- **Pick your moment.** When possible, bring it up when both of you are calm, not in the middle of an argument.
- **Practice ahead.** Say it out loud to yourself, write it down, or rehearse with someone you trust.

## You do not owe a long justification

"No" is a complete sentence, even if it does not always feel like one. You can offer a reason if you want to, but you do not need to prove that your limit is valid. People who respect you will generally accept a simple, honest answer.

## When saying it in person feels too hard

Sometimes it is easier to start in writing. A text or message lets you choose your words carefully. That is a perfectly valid way to begin, especially for a first boundary in a difficult relationship.

Remember that the goal is not a perfect script. It is honest communication that protects your wellbeing and gives the relationship a chance to adjust.

If you are in a relationship where speaking up feels dangerous, please put your safety first. You can call or text 988 to talk it through, text HOME to 741741, or call 911 or your local emergency number if you are in immediate danger.`,
  },
  {
    id: 'healthy-boundaries-3',
    title: 'Holding Boundaries Through Guilt and Pushback',
    readTime: '3 min read',
    category: 'Relationships',
    heroIcon: 'Landmark',
    heroGradient: 'linear-gradient(135deg, #fce7f3 0%, #e0f2fe 100%)',
    content: `**Setting a boundary is often the easy part. Keeping it when someone pushes back, or when guilt sets in, is where the real work happens.**

## Expect some pushback

When you change the way you show up, the people around you have to adjust too. Some will adapt quickly. Others may test the new limit, sometimes without meaning to. Common reactions include:

- Acting as if they did not hear you
- Making a joke of it or brushing it off
- Asking "why" again and again
- Getting hurt or angry, or going silent
- Telling you that you have changed

Pushback does not mean your boundary is wrong. It often means it is new.

## Working with guilt

Guilt is one of the biggest reasons people drop their boundaries. It can help to remember:

- **Guilt is a feeling, not a verdict.** It can show up even when you have done nothing wrong.
- **Discomfort is part of change.** If you have spent years putting others first, taking care of yourself will feel unfamiliar at first.
- **Other people's feelings are theirs.** You can care about someone's disappointment without being responsible for fixing it.

Try saying to yourself: "I can feel guilty and still keep this boundary. Both are allowed."

<visual-analogy>Holding a new boundary is like walking a fresh path through tall grass. The first few trips feel awkward and slow, but each time you walk it the path becomes clearer, until one day it simply feels like the way you go.</visual-analogy>

## Staying steady in the moment

When a boundary is tested, these approaches can help:

1. **Repeat calmly.** You do not need new arguments. "As I said, I'm not available on weeknights" is enough. This is sometimes called the broken record technique.
2. **Acknowledge and hold.** "I hear that you're disappointed, and I'm still not able to do it."
3. **Follow through.** If you said you would leave the conversation, leave. Consistency is what makes a boundary real.
4. **Take a pause.** "I need some time to think about that" buys you space to respond instead of react.

## Flexible, not flimsy

Healthy boundaries can change. You might choose to make an exception for a good reason, or relax a limit as trust grows. The difference is that you are deciding on purpose, rather than giving in because the discomfort was too much.

Ask yourself: "Am I choosing this freely, or am I saying yes to make the bad feeling go away?"

## When boundaries are repeatedly ignored

If someone keeps crossing a clear limit after you have stated it, that tells you something important about the relationship. You may need to increase the distance, reduce contact, or get outside support. It is okay to protect yourself from people who will not respect your needs, even people you love.

## Be proud of the effort

Every time you hold a boundary, you are showing yourself that your needs matter. Notice those moments. Over time, keeping your limits will take less effort, and the relationships that remain are often more honest and more nourishing.

If a relationship involves threats, intimidation or any kind of harm, please reach out for help. You can call or text 988, text HOME to 741741, or call 911 or your local emergency number if you are in danger.`,
  },
];
