import type { Lesson } from '../types';

export const anxietyTechniquesLessons: Lesson[] = [
  {
    id: 'anxiety-techniques-1',
    title: 'Understanding Your Anxiety Alarm',
    readTime: '3 min read',
    category: 'Anxiety Support',
    heroIcon: 'Brain',
    heroGradient: 'linear-gradient(135deg, #e0e7ff 0%, #ccfbf1 100%)',
    content: `**Anxiety is your body's built-in alarm system. It exists to protect you, but sometimes it goes off when there is no real danger, or stays on long after a threat has passed.**

## The fight, flight or freeze response

When your brain senses a threat, it triggers a cascade of changes designed to help you survive. Your heart beats faster to pump blood to your muscles. Breathing quickens. Muscles tense. Digestion slows. Your attention narrows on the possible danger.

These reactions are extremely useful if you need to jump out of the way of a car. They are much less useful when the "threat" is an exam, a difficult conversation or an uncertain future. Your body can respond to imagined or anticipated dangers in much the same way it responds to real, immediate ones.

## Common signs of anxiety

Anxiety can show up in your body, your thoughts and your behavior:

- **Body:** racing heart, tight chest, shortness of breath, sweating, trembling, stomach upset, dizziness, muscle tension
- **Thoughts:** "what if" loops, expecting the worst, difficulty concentrating, feeling on edge
- **Behavior:** avoiding situations, seeking constant reassurance, over-preparing, trouble sleeping

Many of these sensations are uncomfortable but not dangerous. Knowing that can take some of the fear out of them.

One caution: chest pain, trouble breathing or fainting can also come from physical health problems. If symptoms are new, severe or different from usual, it is worth getting checked by a medical professional.

<visual-analogy>An anxious mind is like a smoke detector set a little too sensitive. It cannot tell burnt toast from a house fire, so it sounds the same loud alarm for both, and part of healing is learning to check for smoke before running out of the house.</visual-analogy>

## Why fighting anxiety often backfires

It is natural to want to push anxiety away. But trying hard not to feel anxious can make you more focused on the feeling, and avoiding everything that causes anxiety teaches your brain that those things really are dangerous. Over time, the world can start to feel smaller.

A more helpful approach is to acknowledge the alarm, calm your body where you can, and gently test whether the danger is as big as it feels.

## A quick body reset

When you notice anxiety rising, try:

1. Lengthen your exhale. Breathe in for a count of 4 and out for a count of 6, a few times. A longer out-breath tends to activate the body's calming response.
2. Drop your shoulders and unclench your jaw.
3. Name what is happening: "This is my anxiety alarm. My body is trying to protect me."
4. Remind yourself: "This feeling is uncomfortable, and it will pass."

## When to reach out for more support

Everyone feels anxious sometimes. It may be time to talk with a doctor or mental health professional if anxiety is frequent, intense, lasts for weeks, or gets in the way of work, school, sleep or relationships. Anxiety is very treatable, and asking for help is a sign of strength.

If anxiety ever comes with thoughts of harming yourself, or you feel unable to stay safe, please reach out immediately: call or text 988, text HOME to 741741, or call 911 or your local emergency number.`,
  },
  {
    id: 'anxiety-techniques-2',
    title: 'Working With Anxious Thoughts',
    readTime: '3 min read',
    category: 'Anxiety Support',
    heroIcon: 'Lightbulb',
    heroGradient: 'linear-gradient(135deg, #fef9c3 0%, #e0f2fe 100%)',
    content: `**Anxious thoughts feel urgent and true, but they are often guesses dressed up as facts. Learning to examine them gently can loosen their grip.**

## Thoughts are not facts

Your mind produces a steady stream of thoughts every day, and many of them are automatic. When you are anxious, those automatic thoughts tend to lean toward danger: "What if I fail?" "They must be angry with me." "Something terrible is going to happen."

These thoughts are not proof of anything. They are your mind's attempt to predict and prevent problems. Sometimes they are useful. Often they are exaggerated.

## Common thinking traps

Cognitive behavioral therapy describes patterns that show up again and again in anxious thinking:

- **Catastrophizing:** jumping to the worst possible outcome
- **Mind reading:** assuming you know what others think, usually something negative
- **Fortune telling:** predicting the future as if it were certain
- **All-or-nothing thinking:** seeing things as total success or total failure
- **Overestimating threat, underestimating coping:** believing something bad is very likely and that you could not handle it

Spotting the trap is often the first step to stepping out of it.

## Catch, check, change

This simple three-step practice can help:

1. **Catch it.** Notice the thought and write it down exactly as it appears. "I'm going to mess up the presentation and everyone will think I'm incompetent."
2. **Check it.** Ask some questions. What is the evidence for and against this? Have I handled something like this before? What would I say to a friend who had this thought? What is the most likely outcome, not just the worst?
3. **Change it.** Write a more balanced version. Not forced positivity, just something fairer. "I'm nervous, and I've prepared. I might stumble on a word, but people generally understand that."

<visual-analogy>Anxious thoughts are like a weather forecast written by someone who only ever predicts storms. You do not have to cancel your plans every time it says rain; you can look out the window, check the actual sky, and bring an umbrella just in case.</visual-analogy>

## Try scheduled worry time

If worries follow you all day, try giving them an appointment:

- Choose a 15-minute window each day, not too close to bedtime.
- When a worry pops up at other times, jot it down and tell yourself, "I'll think about this at worry time."
- During worry time, go through the list. Problem-solve what you can and notice which worries no longer seem important.

Many people find this reduces how much of the day worry takes over.

## Practice acceptance, too

Not every thought needs to be argued with. Sometimes it helps to simply notice: "I'm having the thought that something bad will happen." That small phrase, "I'm having the thought that," creates distance between you and the worry. You can let the thought be there without obeying it.

## Be patient with yourself

Changing thinking habits takes time. Anxious thoughts will still come, and that is okay. The goal is not to never have them. It is to hold them more lightly and to trust your ability to cope.

If your thoughts turn toward hopelessness or self-harm, please reach out now. You can call or text 988, text HOME to 741741, or call 911 or your local emergency number.`,
  },
  {
    id: 'anxiety-techniques-3',
    title: 'Small Steps Past Avoidance',
    readTime: '3 min read',
    category: 'Anxiety Support',
    heroIcon: 'Footprints',
    heroGradient: 'linear-gradient(135deg, #ccfbf1 0%, #fef3c7 100%)',
    content: `**Avoiding what makes you anxious brings quick relief, but over time it can make anxiety stronger. Facing fears gradually, at a pace you choose, is one of the most effective ways to turn the volume down.**

## How avoidance keeps anxiety going

When you skip something because it makes you anxious, you feel better right away. Your brain notices that relief and learns: "Avoiding kept me safe." The next time, the urge to avoid is stronger, and the situation feels even scarier.

Meanwhile, you never get the chance to discover that you could have handled it, or that the feared outcome did not happen. Avoidance can include obvious things, like declining invitations, and subtle ones, like always sitting near the exit or rehearsing every word before a phone call.

## The idea behind gradual exposure

Gradual exposure means approaching feared situations step by step, starting with something only mildly uncomfortable. By staying with the discomfort instead of escaping, your brain gets new information: "This was hard, and I got through it." With repetition, the fear response often becomes smaller.

This approach is a core part of many evidence-based anxiety treatments. For intense fears, phobias, panic attacks or trauma, it is best done with the guidance of a trained therapist.

<visual-analogy>Facing a fear step by step is like wading into a cold lake. Jumping straight into the deep end is a shock, but walking in slowly, ankles, then knees, then waist, lets your body adjust until the water that felt freezing starts to feel manageable.</visual-analogy>

## Build your own ladder

1. **Choose one area** where avoidance is limiting your life, such as social events, driving or making phone calls.
2. **List situations** related to it, from slightly uncomfortable to very difficult.
3. **Rate each one** from 0 to 10 for how anxious you expect to feel.
4. **Order them** into a ladder, from the lowest rating to the highest.
5. **Start at the bottom.** Pick a step around a 3 or 4.

For example, someone anxious about phone calls might start by calling a recorded information line, then a store to ask about opening hours, then a friend, and eventually a work contact.

## While you are on a step

- **Stay long enough** for the anxiety to begin to settle, or at least until you notice that you can tolerate it.
- **Drop safety behaviors** gradually, like holding your phone as a distraction or over-rehearsing.
- **Repeat the step** several times before moving up. Repetition is what builds confidence.
- **Notice what actually happened** compared with what you predicted.

## Be kind about setbacks

Some days a step will feel harder than expected. That is normal. You can stay on the same rung, or step down for a while. Progress is rarely a straight line. What matters is the overall direction.

## Celebrate courage

Every time you approach something you would usually avoid, you are doing something brave, even if your heart is pounding. Feeling anxious while doing it is not failure. It is the practice.

If facing a fear brings up panic that feels unmanageable, or you are in distress, please reach out. You can call or text 988, text HOME to 741741, or call 911 or your local emergency number.`,
  },
];
