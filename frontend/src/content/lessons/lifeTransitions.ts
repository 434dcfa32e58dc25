import type { Lesson } from '../types';

export const lifeTransitionsLessons: Lesson[] = [
  {
    id: 'life-transitions-1',
    title: 'Why Change Feels So Hard',
    readTime: '3 min read',
    category: 'Life Changes',
    heroIcon: 'Compass',
    heroGradient: 'linear-gradient(135deg, #fef3c7 0%, #e0e7ff 100%)',
    content: `**Even changes we choose, like a new job, a move or a new relationship, can bring stress, grief and uncertainty. Feeling unsettled during a transition is normal, not a sign that you made the wrong choice.**

## Every change involves an ending

The writer and consultant William Bridges described transitions as having three phases, and he noticed that they start not with a beginning but with an ending:

1. **Endings:** letting go of the old situation, identity or routine. Even if it was not perfect, it was familiar.
2. **The in-between:** a confusing middle zone where the old way is gone but the new way has not settled in yet. Bridges called this the neutral zone.
3. **New beginnings:** the point where new routines, relationships and a renewed sense of identity start to take hold.

Knowing these phases can help you understand why you might feel lost even after a positive change.

## Common feelings during transitions

You might experience:

- Grief or sadness for what you left behind
- Anxiety about the unknown
- Excitement and dread at the same time
- Loneliness, especially after moves or changes in relationships
- Doubt about whether you made the right decision
- Fatigue from making so many new decisions

These mixed feelings often exist side by side. That does not mean something is wrong.

<visual-analogy>A life transition is like a trapeze artist letting go of one bar before catching the next. That moment in mid-air feels frightening and exposed, yet it is a necessary part of getting from one side to the other.</visual-analogy>

## Why the middle is hardest

The in-between phase is uncomfortable because our brains like predictability. When routines change, we lose many of the small cues that tell us who we are and what comes next. This can leave you feeling unmoored, less confident and more tired than usual.

It is also a time of possibility. Without the old structure, you have room to ask what you want your life to look like now.

## Honoring what you are leaving

It may help to mark the ending deliberately:

- Write about what you will miss and what you are glad to leave
- Say goodbye to places or people in a meaningful way
- Keep a small object as a reminder of a chapter that mattered
- Allow yourself to feel sad, even if the change is a good one

Grieving what you leave behind does not mean you regret moving forward.

## Be gentle with your expectations

Adjusting to a major change often takes months, not days. You may not feel fully settled for a while, and that is okay. Try not to judge your progress by how quickly others seem to adapt. Everyone's pace is different.

## Questions for reflection

- What am I letting go of in this transition?
- What feels uncertain right now, and what do I still know to be true about myself?
- What would help me feel even a little more steady this week?

If a transition has left you feeling hopeless, deeply isolated or unable to cope, please reach out. You can call or text 988, text HOME to 741741, or call 911 or your local emergency number.`,
  },
  {
    id: 'life-transitions-2',
    title: 'Finding Steady Ground During Change',
    readTime: '3 min read',
    category: 'Life Changes',
    heroIcon: 'Sunrise',
    heroGradient: 'linear-gradient(135deg, #ffedd5 0%, #ccfbf1 100%)',
    content: `**When the big picture is shifting, small anchors can keep you steady. You do not need to have everything figured out to take care of yourself through change.**

## Create small anchors

Transitions often disrupt the routines that quietly support us. Rebuilding a few of them, even in simple form, can bring a sense of stability:

- **A consistent wake-up time,** even if the rest of your schedule is in flux
- **A morning or evening ritual,** such as making tea, stretching or journaling for five minutes
- **Regular meals and movement,** which support both mood and energy
- **A weekly check-in** with someone you trust

Anchors do not have to be big. Their value comes from repetition.

<visual-analogy>During change you are like a tree in a strong wind: the branches may sway wildly, but deep roots keep the trunk standing. Small daily habits are those roots, quietly holding you in place while everything above them moves.</visual-analogy>

## Focus on what you can control

Uncertainty can make the mind race through endless scenarios. It helps to sort your concerns into two lists:

1. **Things I can influence:** my daily habits, how I ask for help, the next practical step, how I speak to myself.
2. **Things I cannot control:** other people's choices, the economy, exactly how things will turn out.

Put your energy into the first list. For the second, practice acknowledging the worry and gently letting it rest.

## Take one step at a time

Big changes come with many tasks and decisions. Instead of trying to solve everything, ask: "What is one thing I can do today that would make tomorrow a little easier?" Small, completed actions build momentum and confidence.

## Stay connected

Transitions can be isolating, especially after a move, a breakup, a loss, or a new role such as becoming a parent or retiring. Connection is one of the strongest buffers against stress:

- Reach out to old friends, even briefly
- Look for one new community, such as a class, group or volunteer role
- Let people know you are going through a change, since many will want to support you
- Consider talking with a counselor if the adjustment feels heavy

## Notice your growth

It can be hard to see progress while you are in the middle of change. Try writing down, once a week:

- One thing that felt hard and how you handled it
- One thing you learned about yourself
- One small moment that felt good

Over time, these notes become a record of your resilience.

## Allow for ups and downs

Adjustment rarely moves in a straight line. You might feel settled one week and unsettled the next. A hard day does not erase your progress. It is simply part of the process.

## Remember your past transitions

You have likely been through change before, perhaps starting at a new school, moving, ending a relationship or losing someone. Ask yourself: what helped me then? Which strengths did I use? Those same strengths are still with you now.

If change has brought you to a point of crisis, or you are having thoughts of harming yourself, please reach out right away. Call or text 988, text HOME to 741741, or call 911 or your local emergency number.`,
  },
];
