import type { Lesson } from '../types';

export const attachmentLessons: Lesson[] = [
  {
    id: 'attachment-styles-1',
    title: 'Understanding Attachment Styles',
    readTime: '3 min read',
    category: 'Relationships',
    heroIcon: 'HeartHandshake',
    heroGradient: 'linear-gradient(135deg, #ffe4e6 0%, #e0e7ff 100%)',
    content: `**Attachment styles describe the patterns we tend to bring into close relationships: how we reach for others, how we handle distance, and what we expect when we need support. They are patterns, not fixed labels.**

## Where the idea comes from

Attachment theory began with psychiatrist John Bowlby and psychologist Mary Ainsworth, who studied how infants bond with their caregivers. In the late 1980s, researchers began applying these ideas to adult relationships, especially romantic ones. They found that many adults show recognizable patterns in how they handle closeness, trust and separation.

Early experiences can shape these patterns, but so can later relationships, friendships, losses and personal growth.

## Two dimensions, not four boxes

Modern adult attachment research usually measures two dimensions:

- **Attachment anxiety:** how much you worry about being rejected, abandoned or not loved enough.
- **Attachment avoidance:** how uncomfortable you feel with closeness, with depending on others, or with having them depend on you.

Everyone sits somewhere on both dimensions. The familiar style names are shorthand for broad regions of that space.

## The four common patterns

- **Secure (lower anxiety, lower avoidance):** generally comfortable with both closeness and independence. Able to ask for support and to give it, and to work through conflict without feeling the relationship is doomed.
- **Anxious (higher anxiety, lower avoidance):** deeply values closeness but often worries about whether it will last. May seek frequent reassurance or read small changes as signs of rejection.
- **Avoidant (lower anxiety, higher avoidance):** values independence and self-reliance, and may feel uneasy when others get too close or need a lot emotionally. May pull back during conflict or stress.
- **Disorganized, sometimes called fearful-avoidant (higher anxiety, higher avoidance):** wants closeness and fears it at the same time. Relationships can feel confusing, with a pull toward others followed by a push away.

<visual-analogy>Attachment patterns are like the accent you picked up growing up: they shape how you speak in relationships without you noticing. Accents can soften and change as you spend time in new places with new people.</visual-analogy>

## Patterns, not labels

A few important things to keep in mind:

- **Styles are not diagnoses.** They describe tendencies, not what is wrong with you.
- **They can vary by relationship.** You might feel secure with a close friend and anxious with a partner.
- **They make sense.** Each pattern developed as a way to stay connected or stay safe, given the experiences you had.
- **They can change.** Research shows that attachment patterns can shift over time, especially through supportive relationships, self-reflection and therapy. People who move toward security later in life are sometimes described as having earned security.

## Why it is worth understanding

Knowing your tendencies can help you make sense of reactions that feel bigger than the situation, like panic when a text goes unanswered or an urge to escape when someone gets close. With that understanding, you can pause, name the pattern and choose a response that fits the relationship you want.

The attachment style quiz can offer a starting point for reflection. It is not a clinical assessment, and whatever result you get, it is one snapshot of a pattern that can grow.

If exploring your relationship history brings up painful memories or distress, go gently and reach out for support. You can call or text 988, text HOME to 741741, or call 911 or your local emergency number if you are in crisis.`,
  },
  {
    id: 'attachment-styles-2',
    title: 'Moving Toward Secure Attachment',
    readTime: '3 min read',
    category: 'Relationships',
    heroIcon: 'Sprout',
    heroGradient: 'linear-gradient(135deg, #dcfce7 0%, #fce7f3 100%)',
    content: `**Secure attachment is not something you either have or do not have. It is a set of skills and experiences that anyone can build, at any stage of life.**

## What security looks like

People with a more secure pattern are not free of worries or conflict. What sets them apart is that they generally:

- Trust that closeness and independence can coexist
- Ask for what they need directly
- Tolerate some uncertainty without assuming the worst
- Repair after an argument
- See themselves and others as basically worthy of care

These are learnable capacities, not traits you are simply born with.

## If you lean anxious

When worry about a relationship rises, the urge is often to seek reassurance right away, over and over. Some steps that help:

1. **Notice the spike.** Name it: "My attachment alarm is going off."
2. **Soothe yourself first.** Slow your breathing, ground yourself or step away briefly before reaching out.
3. **Check the story.** Is there clear evidence of rejection, or is your mind filling a gap with the worst-case version?
4. **Ask directly and calmly.** "I'm feeling a bit disconnected today. Could we spend some time together tonight?" works better than testing the other person or protesting through silence.

## If you lean avoidant

When closeness or emotional conversations feel like pressure, the urge is often to withdraw. Some steps that help:

1. **Notice the pull away.** Name it: "I'm wanting space because this feels like a lot."
2. **Communicate instead of disappearing.** "I need an hour to myself, and then I want to come back to this" keeps the connection while you take space.
3. **Practice small disclosures.** Share one feeling or need at a time, with someone you trust.
4. **Stay curious about depending on others.** Letting someone help you is not weakness. It is part of a mutual relationship.

## If you feel pulled both ways

If you notice both a strong longing for closeness and a strong fear of it, be especially patient with yourself. This pattern often grows out of experiences where the people meant to provide comfort were also a source of fear or confusion. Slow, steady relationships and, where possible, the support of a trained therapist can be very helpful. Grounding and self-soothing skills give you a steadier base for everything else.

<visual-analogy>Building security is like learning to float. At first the water feels threatening, so you either cling to the edge or stay out entirely, but with a steady hand nearby and many calm practice sessions, your body learns it can trust the water to hold you.</visual-analogy>

## The power of secure relationships

One of the most reliable ways to grow more secure is spending time in relationships that are consistent and responsive: a dependable friend, a supportive partner, a mentor or a therapist. Each experience of reaching out and being met kindly gives your nervous system new evidence that closeness can be safe.

## Be gentle with the process

Old patterns often return under stress, and that is normal. Moving toward security is not about never feeling anxious or avoidant again. It is about noticing sooner, recovering faster and responding with more choice. Every small repair counts.

If relationship pain ever becomes overwhelming or leaves you feeling unsafe, you do not have to handle it alone. Call or text 988, text HOME to 741741, or call 911 or your local emergency number.`,
  },
];
