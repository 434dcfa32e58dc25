import type { Lesson } from '../types';

export const selfCompassionLessons: Lesson[] = [
  {
    id: 'self-compassion-1',
    title: 'What Self-Compassion Really Means',
    readTime: '3 min read',
    category: 'Self-Care',
    heroIcon: 'Heart',
    heroGradient: 'linear-gradient(135deg, #ffe4e6 0%, #fef3c7 100%)',
    content: `**Self-compassion means treating yourself with the same warmth and understanding you would offer a good friend who is struggling. It is not about lowering your standards. It is about changing how you speak to yourself when you fall short.**

## The three parts of self-compassion

Psychologist Kristin Neff, whose research helped define self-compassion, describes it as having three parts:

- **Self-kindness instead of self-judgment:** responding to your mistakes and pain with care rather than harsh criticism.
- **Common humanity instead of isolation:** remembering that struggle and imperfection are part of being human, not signs that something is uniquely wrong with you.
- **Mindfulness instead of over-identification:** noticing painful feelings clearly, without ignoring them or getting swept away by them.

Together, these create a steady, supportive inner voice.

## Common myths

Many people resist self-compassion because of beliefs like these:

- **"It's self-pity."** Self-compassion includes recognizing that others struggle too, which tends to reduce the sense of "poor me."
- **"It will make me lazy."** Research suggests the opposite. People who are kinder to themselves after setbacks are often more willing to try again, because failure feels less threatening.
- **"It's selfish."** Caring for yourself can give you more energy and patience to care for others.
- **"I don't deserve it."** Compassion is not a reward for good behavior. It is what everyone needs when they are hurting.

<visual-analogy>Your inner voice can act like a harsh coach who yells from the sidelines, or like a wise coach who puts a hand on your shoulder after a tough game. Both want you to do well, but only one helps you get back on the field.</visual-analogy>

## Self-compassion versus self-esteem

Self-esteem is about evaluating yourself positively, which often depends on success or comparison with others. It can drop quickly when things go wrong. Self-compassion does not require you to be above average. It is available precisely when you are struggling, failing or feeling inadequate. That makes it a more stable source of support.

## A simple way to start

Next time you notice yourself being self-critical, pause and ask:

1. "What would I say to a close friend in this exact situation?"
2. "What tone of voice would I use?"
3. "Can I say something like that to myself?"

It might feel awkward or even untrue at first. That is okay. You are building a new habit, and new habits always feel a little unnatural in the beginning.

## Small daily practices

- Place a hand on your heart or another comforting spot when you feel stressed. Gentle touch can be soothing.
- Replace "I'm such an idiot" with "That was a mistake, and mistakes are how people learn."
- Notice moments of effort, not only results.
- Give yourself permission to rest without earning it first.

Self-compassion is a practice, not a destination. Each kind word you offer yourself is a step toward a more supportive relationship with the person you spend the most time with: you.

If the critical voice in your mind becomes relentless or turns toward thoughts of self-harm, please reach out. You can call or text 988, text HOME to 741741, or call 911 or your local emergency number.`,
  },
  {
    id: 'self-compassion-2',
    title: 'Softening Your Inner Critic',
    readTime: '3 min read',
    category: 'Self-Care',
    heroIcon: 'Feather',
    heroGradient: 'linear-gradient(135deg, #f5f3ff 0%, #ffe4e6 100%)',
    content: `**Almost everyone has an inner critic. The goal is not to silence it completely, but to understand it and to build a kinder voice that can speak alongside it.**

## Getting to know your inner critic

The inner critic is the voice that says you are not good enough, you should have done better, or you are bound to fail. It often sounds like a mix of messages you absorbed growing up, from family, school, culture or past relationships.

Many inner critics are trying, in a clumsy way, to protect you. They may believe that if they point out every flaw first, you will avoid rejection or failure. Understanding that intention can make the voice feel less like an enemy and more like a frightened part of you that needs reassurance.

## Notice the voice

Start by simply noticing when the critic speaks. You might:

- Keep a note of critical thoughts for a few days
- Notice the tone: is it cold, mocking, panicked?
- Ask whose voice it sounds like
- Give it a name, like "the harsh editor," to create a little distance

Noticing alone can reduce its power. Instead of "I am a failure," the thought becomes "my critic is saying I'm a failure again."

<visual-analogy>The inner critic is like an overprotective guard dog that barks at every passerby. Yelling at it only makes it bark louder, but calmly showing it that the visitor is a friend helps it settle down.</visual-analogy>

## The self-compassion break

This short practice, adapted from self-compassion research, can be used any time you are struggling:

1. **Acknowledge the pain.** Say to yourself, "This is a moment of suffering," or simply, "This is really hard right now."
2. **Remember you are not alone.** "Struggling is part of being human. Other people feel this way too."
3. **Offer kindness.** Place a hand on your chest and say, "May I be kind to myself," or whatever words feel natural, like "I'm doing my best."

It takes less than a minute and can shift the tone of a difficult moment.

## Write a letter from a friend

This exercise can be powerful when the critic is loud:

1. Think of something you feel bad about.
2. Imagine a friend who loves you unconditionally and knows all your strengths and weaknesses.
3. Write a letter to yourself from that friend's point of view, about the thing you feel bad about.
4. Put the letter aside, then come back and read it later, letting the words sink in.

Many people are surprised by how differently they can see their situation through a loving lens.

## Reframe with balance

When the critic says something harsh, try responding with a statement that is both honest and kind:

- Critic: "You always mess things up." Kind voice: "I made a mistake this time. I've also gotten a lot right."
- Critic: "You're so lazy." Kind voice: "I'm tired, and rest is a need, not a flaw."
- Critic: "Everyone thinks you're annoying." Kind voice: "I don't actually know that. The people who care about me have shown it."

## Progress is gradual

The inner critic has often had years of practice. Your kinder voice is newer and may feel quieter at first. With repetition it grows stronger. Be patient, and notice even small moments when you treat yourself more gently.

If your inner critic leaves you feeling worthless, hopeless or unsafe, please reach out for support right away. Call or text 988, text HOME to 741741, or call 911 or your local emergency number.`,
  },
];
