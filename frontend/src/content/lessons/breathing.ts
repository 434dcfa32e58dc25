import type { Lesson } from '../types';

export const breathingLessons: Lesson[] = [
  {
    id: 'breathing-1',
    title: 'Box Breathing and 4-7-8 Breathing',
    readTime: '3 min read',
    category: 'Anxiety Support',
    heroIcon: 'Wind',
    heroGradient: 'linear-gradient(135deg, #e0f2fe 0%, #ccfbf1 100%)',
    content: `**When anxiety or stress spikes, your breath is one of the quickest tools you have. It is always with you, and slowing it down signals to your body that it is safe to settle.**

## Why breathing helps

When you are stressed, breathing often becomes fast and shallow. Deliberately slowing your breath, and especially lengthening your exhale, can engage the parasympathetic nervous system, the part of your body responsible for rest and recovery. Many people notice their heart rate easing and their thoughts quieting within a few minutes.

## Box breathing (4-4-4-4)

Box breathing, sometimes called square breathing, uses four equal counts. It is easy to remember and works well when you need to steady yourself quickly, such as before a difficult conversation or during a stressful moment at work.

1. **Inhale** slowly through your nose for a count of 4.
2. **Hold** your breath gently for a count of 4.
3. **Exhale** slowly through your mouth or nose for a count of 4.
4. **Hold** with empty lungs for a count of 4.

Repeat for four or more rounds, or for a few minutes. Some people like to picture tracing the four sides of a square as they go.

<visual-analogy>Box breathing is like tracing the edges of a window with your finger: up one side, across the top, down the other side and back along the bottom. Each even side gives your busy mind something simple to follow until the view through the window feels calmer.</visual-analogy>

## 4-7-8 breathing

This pattern, popularized by Dr. Andrew Weil, uses a long exhale and is often used to unwind, especially before sleep.

1. Rest the tip of your tongue on the ridge just behind your upper front teeth, if that is comfortable.
2. Exhale completely through your mouth.
3. **Inhale** quietly through your nose for a count of 4.
4. **Hold** your breath for a count of 7.
5. **Exhale** fully through your mouth for a count of 8, making a soft whoosh sound.
6. That is one breath. Repeat for a total of four cycles to begin with.

The exact speed of your counting matters less than keeping the ratio of 4 to 7 to 8. If holding for 7 feels like too much at first, count a little faster while keeping the same ratio.

## Tips for practicing

- **Start when calm.** Practice once or twice a day when you are not stressed, so the technique feels familiar when you really need it.
- **Go gently.** If you feel lightheaded, return to normal breathing for a bit. Breathing exercises should never feel like a strain.
- **Adjust as needed.** If breath holds are uncomfortable, for example because of a health condition, skip the holds and simply breathe in slowly and out even more slowly.
- **Find a posture that supports you.** Sitting upright or lying down both work.

## When to use which

- Use **box breathing** when you need to stay alert and focused while calming down.
- Use **4-7-8 breathing** when you want to wind down, release tension or prepare for sleep.

Both are simple tools you can use anywhere, and nobody around you needs to know you are doing them.

If you are having a panic attack that does not ease, symptoms that feel medical, or thoughts of harming yourself, please reach out. Call or text 988, text HOME to 741741, or call 911 or your local emergency number.`,
  },
  {
    id: 'breathing-2',
    title: 'Coherent and Triangle Breathing for Everyday Calm',
    readTime: '3 min read',
    category: 'Self-Care',
    heroIcon: 'Leaf',
    heroGradient: 'linear-gradient(135deg, #dcfce7 0%, #e0f2fe 100%)',
    content: `**Breathing practices are not only for hard moments. A few minutes of steady breathing each day can build a calmer baseline, so stress is easier to meet when it does arrive.**

## Coherent breathing

Coherent breathing, sometimes called resonant breathing, means breathing at a slow, even pace of about six breaths per minute. That works out to roughly 5 seconds in and 5 seconds out. Research suggests this rhythm can support heart rate variability, a measure linked to how flexibly your body handles stress.

How to practice:

1. Sit comfortably or lie down. Let your shoulders relax.
2. **Inhale** gently through your nose for about 5 seconds, letting your belly expand.
3. **Exhale** smoothly through your nose for about 5 seconds.
4. Continue without pausing between breaths, so the breath flows like a slow wave.
5. Keep going for 5 to 10 minutes.

You can count in your head, use a timer app with a breathing guide, or follow a slow, steady sound. If 5 seconds feels long at first, start with 4 and work up.

<visual-analogy>Coherent breathing is like the steady rise and fall of waves on a calm beach. Each wave comes in and goes out at the same easy pace, and after a while your body starts to move to that same quiet rhythm.</visual-analogy>

## Triangle breathing (3-3-3)

Triangle breathing has three equal parts, which makes it short and easy to learn. It is a good choice for beginners, for children, or for anyone who finds longer counts uncomfortable.

1. **Inhale** through your nose for a count of 3.
2. **Hold** gently for a count of 3.
3. **Exhale** through your mouth or nose for a count of 3.

Repeat for a minute or two. Some people imagine tracing the three sides of a triangle as they breathe.

## Building a daily habit

The benefits of breathing practice tend to grow with regular use. To make it stick:

- **Pair it with something you already do,** like your morning coffee, your commute or getting into bed.
- **Start small.** Even 2 to 3 minutes counts. You can build toward 5 to 10 minutes of coherent breathing over time.
- **Set a gentle reminder** on your phone.
- **Notice how you feel before and after,** perhaps rating your stress from 1 to 10.

## Making it comfortable

- Breathe through your nose when you can. It tends to slow the breath naturally.
- Let your belly move, rather than lifting your shoulders.
- Never force the breath. If you feel dizzy or short of breath, pause and breathe normally.
- If you have a heart or lung condition, or are pregnant, check with a healthcare provider about what is right for you.

## Choosing what fits

- **Coherent breathing** suits a longer, restorative daily practice.
- **Triangle breathing** is handy for quick resets throughout the day.

There is no single right technique. Try both and notice which one your body responds to. The best breathing practice is the one you actually enjoy coming back to.

If stress ever feels unmanageable, or you are having thoughts of harming yourself, you deserve immediate support. Call or text 988, text HOME to 741741, or call 911 or your local emergency number.`,
  },
];
