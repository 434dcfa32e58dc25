import { ARTICLE_AUTHOR, ARTICLE_DATE, ARTICLE_HERO_IMAGE, type BlogArticle } from '../types';

export const articlesPart3: BlogArticle[] = [
  {
    id: 28,
    slug: 'forgiveness-and-healing',
    title: 'Forgiveness and Healing',
    subtitle: 'How loosening the grip of resentment can free you, at your own pace and on your own terms.',
    excerpt:
      'Forgiveness is not excusing harm or forgetting it. Explore what it can mean for your own healing, and how to move toward it gently.',
    author: ARTICLE_AUTHOR,
    tags: ['forgiveness', 'relationships', 'self-compassion', 'emotional-health'],
    heroImage: ARTICLE_HERO_IMAGE,
    readingTime: '6 min read',
    category: 'Relationships',
    emotion: '🌷',
    highlights: ['Forgiving is not excusing', 'Healing at your pace', 'Boundaries still matter'],
    gradient: 'linear-gradient(135deg, #fce7f3 0%, #ede9fe 100%)',
    date: ARTICLE_DATE,
    content: `# Forgiveness and Healing

Someone hurt you. Maybe it was a friend who broke a confidence, a parent who could not give you what you needed, a partner who left, or a colleague who took credit for your work. Maybe the person you are struggling to forgive is yourself. Whatever the story, the hurt is real, and so is the weight of carrying it.

Forgiveness is often presented as a gift you owe someone else, or as proof that you are a good person. This article takes a different view. Forgiveness, when it happens, is mostly something you do for your own healing. It is a process rather than a single decision, and it is never something you should be pressured into.

## What Forgiveness Is and What It Is Not

A lot of resistance to forgiveness comes from misunderstandings about what it asks of you. Clearing these up can make the idea feel less threatening.

### Forgiveness is not

- **Excusing the harm.** What happened can remain wrong. Forgiving does not rewrite the story.
- **Forgetting.** You can remember clearly and still loosen the hold the memory has on you.
- **Reconciliation.** You can forgive someone and still choose not to have them in your life. Trust and forgiveness are separate things.
- **A deadline.** No one else gets to decide when you should be "over it."
- **Swallowing your anger.** Pretending you are fine is not the same as being at peace.

### Forgiveness can be

- A gradual softening of resentment, so it takes up less room in your day
- A decision to stop waiting for an apology that may never come
- A shift from "this defines me" to "this happened to me, and I am more than it"
- A way of reclaiming energy that has been tied up in replaying the past

**You can hold someone accountable and still work toward forgiveness.**

## Why Resentment Is So Hard to Put Down

Resentment often does a job for us. It can feel protective, like a wall that keeps us from being hurt the same way again. It can feel like loyalty to our own pain, as though letting go would mean admitting the hurt did not matter. And sometimes anger is easier to feel than the sadness underneath it.

Carrying resentment for a long time tends to have a cost, though. Many people notice that ongoing bitterness shows up as tension in the body, trouble sleeping, going over the same scenes again and again, or a general sense of being stuck. The person who caused the harm may have moved on entirely, while you are still paying for it.

Recognising what your resentment is protecting can be a helpful first step. Ask yourself gently:

- What am I afraid would happen if I let this go?
- What feeling sits underneath my anger?
- What would I need in order to feel safe without this wall?

## A Gentle Path Toward Healing

There is no single correct method, but many people find it helpful to move through a few broad steps. You may circle back through them more than once, and that is normal.

### Acknowledge the hurt fully

Before you can release something, it helps to name it honestly. Write down what happened and how it affected you. Let yourself feel the anger, sadness or disappointment without judging it. Minimising the harm ("it wasn't that bad") often keeps it stuck.

### Decide what you want now

Ask yourself what you actually want from this situation today. Peace of mind? An honest conversation? Distance? Simply to stop thinking about it every night? Your answer shapes what forgiveness looks like for you.

### Widen the lens, if you are ready

Sometimes it helps to consider the other person's circumstances, limits or history. This is not about making excuses. It is about seeing them as a whole, flawed human rather than only as the source of your pain. If this step feels impossible right now, skip it. It is optional.

### Choose a small act of release

Release can be symbolic and quiet. Some ideas:

1. Write a letter you never send, saying everything you need to say.
2. Say out loud, "I am choosing to put this down for today."
3. Notice when you start replaying the event and gently bring your attention back to something in the present.
4. Talk it through with someone you trust, once and fully, and then let that conversation be complete.

### Protect yourself going forward

Forgiveness works best alongside healthy boundaries. You might decide to see someone less, change what you share with them, or end the relationship. Protecting yourself is not a failure to forgive. It is part of healing.

## Forgiving Yourself

Self-forgiveness can be the hardest kind. When you have hurt someone, or let yourself down, it is easy to swing between harsh self-criticism and avoiding the memory entirely.

A more balanced approach looks like this:

- **Take responsibility** for what you did, without inflating it into proof that you are a bad person.
- **Make amends** where that is possible and would not cause more harm.
- **Learn from it.** Ask what you would do differently and what support you need to make that change.
- **Offer yourself the understanding** you would offer a friend who made the same mistake.

**Guilt can guide you toward repair. Shame tends to keep you stuck.**

If you notice your inner voice turning from "I did something wrong" to "I am worthless," that is a sign to slow down and treat yourself with more care.

## When Forgiveness Does Not Come

Some hurts run deep, especially those involving abuse, betrayal or trauma. You do not have to forgive in order to heal. Many people find peace through acceptance, boundaries and rebuilding their sense of safety, without ever reaching what they would call forgiveness. That is a valid path.

If memories feel overwhelming, intrusive or frightening, a licensed therapist can help you work through them safely. Talking to a professional is a way of caring for yourself, not a sign that you have failed at handling things alone.

## If You Are Struggling Right Now

Old wounds can bring up intense distress. If you feel hopeless, unsafe, or have thoughts of harming yourself, please reach out now:

- **Call or text 988** to reach the Suicide & Crisis Lifeline, available 24/7.
- **Text HOME to 741741** to reach the Crisis Text Line, also 24/7.
- **Call 911** or your local emergency number if you are in immediate danger.

You can also tap the red Crisis Resources button, found on every page of this site, at any time.

## A Closing Thought

Healing rarely moves in a straight line. Some days the old hurt will feel far away, and other days it will feel fresh again. Neither means you are doing it wrong. Each time you choose to care for yourself instead of reopening the wound, you are taking a step. Go at your own pace. You are allowed to take your time.`,
  },
  {
    id: 29,
    slug: 'navigating-life-transitions',
    title: 'Navigating Life Transitions',
    subtitle:
      'Practical ways to steady yourself when one chapter of life is ending and the next has not quite begun.',
    excerpt:
      'Even welcome changes can leave you unsettled. Learn why transitions feel so disorienting and how to find your footing through the in-between.',
    author: ARTICLE_AUTHOR,
    tags: ['life-transitions', 'resilience', 'self-care', 'stress'],
    heroImage: ARTICLE_HERO_IMAGE,
    readingTime: '5 min read',
    category: 'Wellness',
    emotion: '🧭',
    highlights: ['Change includes loss', 'Keep small anchors', 'One step at a time'],
    gradient: 'linear-gradient(135deg, #fef3c7 0%, #ccfbf1 100%)',
    date: ARTICLE_DATE,
    content: `# Navigating Life Transitions

Starting a new job, moving to a new city, ending a relationship, becoming a parent, retiring, graduating, caring for an ageing parent, recovering from an illness. Life is full of transitions, some chosen and some not. Even changes we longed for can leave us feeling unsettled, tired or strangely sad.

If you are in the middle of a change right now and feel off balance, that is not a sign that something is wrong with you. It is a sign that you are adjusting to a world that has shifted around you.

## Why Change Feels So Unsettling

Routines and familiar roles give us a sense of predictability. When they change, your mind has to work harder to make sense of what is happening, and that extra effort can show up as:

- Tiredness, even when you are not doing more than usual
- Irritability or a shorter fuse
- Trouble sleeping or concentrating
- Waves of worry about the future
- Missing the old way of life, even if it was far from perfect

**Even positive change involves loss.**

Moving somewhere exciting still means leaving familiar streets and faces. A promotion can mean losing the ease of a role you had mastered. Allowing yourself to feel that loss is part of adjusting.

## Three Phases of Transition

A helpful way to think about change is that it often moves through three broad phases. Writers and researchers describe them in different ways, but the basic shape is useful.

### Endings

Every transition begins with something ending: a role, a place, a relationship or a way of seeing yourself. This phase can bring sadness, relief, anger or a mix of all three.

### The in-between

After the old has ended but before the new feels settled, there is often a confusing middle stretch. You may feel unanchored, unsure of who you are or what comes next. This phase can be uncomfortable, and it can also be surprisingly creative, because old patterns have loosened.

### New beginnings

Gradually, new routines form and the new situation begins to feel like yours. This rarely happens on a schedule. Often you only notice you have arrived when you look back.

Knowing about these phases will not make a transition painless, but it can help you recognise that the disorientation in the middle is a normal part of the process.

## Practical Ways to Steady Yourself

### Keep a few anchors

When a lot is changing, hold on to some things that stay the same. Anchors might include:

- A regular wake-up time
- A short walk at the same time each day
- A weekly call with a friend or family member
- A familiar meal, song or book
- A small ritual at the end of the day, like making a cup of tea

These small constants remind your body and mind that not everything is up in the air.

### Break the change into smaller steps

Big transitions can feel like one enormous, shapeless task. Try writing down what needs to happen and splitting it into pieces:

1. List everything on your mind about the change.
2. Circle the items you can actually act on this week.
3. Choose one small action for today.
4. Let the rest wait on the page, where you will not forget it.

### Name what you are feeling

Putting feelings into words, even just to yourself, can make them more manageable. Try finishing the sentence "Right now I feel this way because..." and be specific. "Anxious because I do not know anyone at the new office yet" is easier to work with than "everything is bad."

### Lower the bar for a while

During a transition, your capacity is reduced. This is a season to do fewer things, not more. It is fine to cook simpler meals, turn down extra commitments, and rest more than usual.

## Staying Connected

Change can be isolating. You might have moved away from your usual support, or be going through something your friends have not experienced. Some ideas:

- Tell one or two people honestly how the change is going for you.
- Look for others going through something similar, such as a new-parent group, a class or a community group.
- Keep in touch with people from your previous chapter, even briefly.
- Let people help in practical ways. Accepting help is a form of connection too.

## Making Meaning From Change

Once the dust begins to settle, some reflection can help you carry the experience forward. Questions you might journal about:

- What did I lose, and what do I want to honour about it?
- What have I learned about myself during this change?
- What strengths did I use that I did not know I had?
- What kind of person do I want to be in this new chapter?

**You do not need to find a bright side in every change.** Some transitions are simply hard. Meaning can emerge slowly, or not at all, and you are still allowed to move forward.

## When to Seek Extra Support

Most people find their footing again with time, but some transitions are heavier than others. Consider talking with a doctor or licensed therapist if:

- Low mood, worry or sleep problems last for weeks or keep getting worse
- You are struggling to manage everyday tasks
- The change has stirred up older pain or trauma
- You find yourself leaning on alcohol or other substances to cope

### If you are in crisis

If a transition has left you feeling hopeless or unsafe, please reach out right away. Call or text **988** (24/7), text **HOME to 741741**, or call **911** or your local emergency number. The red Crisis Resources button on every page of this site lists these options too.

## Be Patient With Yourself

There is no correct speed for adjusting to change. Some people settle in within weeks; others take a year or more. Treat yourself as you would a friend standing at the edge of something new: with patience, encouragement and a little extra kindness. You are building a new normal, one ordinary day at a time.`,
  },
  {
    id: 30,
    slug: 'cultivating-inner-peace',
    title: 'Cultivating Inner Peace',
    subtitle: 'Simple daily practices for finding a steady place inside yourself, even when life is loud.',
    excerpt:
      'Inner peace is not the absence of difficult feelings. It is a skill you can build, a few quiet minutes at a time.',
    author: ARTICLE_AUTHOR,
    tags: ['inner-peace', 'mindfulness', 'breathing', 'stress'],
    heroImage: ARTICLE_HERO_IMAGE,
    readingTime: '5 min read',
    category: 'Self Care',
    emotion: '🌊',
    highlights: ['Calm beneath the waves', 'Breathe in for five', 'Return again and again'],
    gradient: 'linear-gradient(135deg, #e0f2fe 0%, #ecfdf5 100%)',
    date: ARTICLE_DATE,
    content: `# Cultivating Inner Peace

Inner peace can sound like something reserved for people on mountaintops or in silent retreats. In everyday life, it is much more ordinary than that. It is the ability to return to a steady place inside yourself, even when life around you is noisy, uncertain or demanding.

Inner peace does not mean you never feel anger, sadness or worry. It means those feelings can move through you without taking over completely. Like a lake with waves on its surface, there can still be stillness further down.

## What Gets in the Way

Before building calm, it helps to notice what tends to disturb it. Common sources include:

- **Constant stimulation.** Notifications, news and background noise keep attention scattered.
- **Rumination.** Replaying past conversations or rehearsing future ones.
- **Resisting what is.** Fighting reality as it is, rather than responding to it.
- **Comparison.** Measuring your life against carefully edited glimpses of other people's.
- **Unmet basic needs.** Poor sleep, skipped meals and no time outdoors make everything feel harder.

Take a moment to notice which of these shows up most for you. You do not have to fix everything at once. Knowing your patterns is a start.

## Small Daily Practices

Inner peace is less a destination than a skill, built through small repetitions. These practices take only a few minutes.

### Coherent breathing

Coherent breathing uses a slow, even rhythm: about 5 seconds in and about 5 seconds out, continued for 5 to 10 minutes.

1. Sit comfortably with your feet on the floor.
2. Breathe in gently through your nose for a count of about 5.
3. Breathe out slowly for a count of about 5.
4. Keep the breath soft and unforced.
5. Continue for 5 to 10 minutes, returning to the count whenever your mind drifts.

If a count of 5 feels like a strain, shorten it a little. The aim is ease, not effort.

### A one-minute pause

Several times a day, stop what you are doing and ask yourself three questions:

- What am I feeling right now?
- Where do I feel it in my body?
- What do I need in this moment?

This tiny check-in can interrupt autopilot and help you respond rather than react.

### Single-tasking

Choose one ordinary activity each day, such as washing dishes, drinking tea or walking to the shop, and do only that. Notice the temperature, textures, sounds and smells. When your mind wanders, gently bring it back.

It may feel strange at first to do just one thing, especially if you usually listen to something or check your phone at the same time. That restlessness tends to ease with practice.

## Making Peace With What You Cannot Control

A great deal of inner turmoil comes from trying to control things that are out of reach: other people's opinions, the economy, the weather, the past.

A helpful exercise is to draw two circles on a page, one inside the other. In the inner circle, write what you can influence, such as your actions, your words, your boundaries and how you spend your time. In the outer circle, write what you cannot control. Then ask:

- Where am I spending most of my energy?
- What in the inner circle deserves more of my attention?
- What in the outer circle can I practise releasing, even a little?

**Acceptance is not giving up. It is choosing where to put your effort.**

## Creating Calm Around You

Your surroundings can support or undermine your sense of calm. Small changes help:

- Keep one corner of your home tidy and uncluttered, even if the rest is busy.
- Turn off notifications you do not need.
- Spend a few minutes outdoors each day, ideally somewhere green.
- Let natural light in during the morning.
- Build a wind-down routine in the evening that signals the day is ending.

## Kindness as a Source of Peace

It is hard to feel peaceful while you are at war with yourself. A harsh inner critic keeps your body on alert. Try noticing how you speak to yourself in a difficult moment, and experiment with a gentler tone:

- Instead of "I am so stupid," try "That was hard, and I am learning."
- Instead of "I should be over this by now," try "It makes sense that this still hurts."

Kindness toward others can bring calm as well. Small acts of generosity and connection tend to lift mood and remind us that we are part of something larger than our own worries.

## Values as an Anchor

When life feels turbulent, your values can keep you steady. Take a few minutes to write down three things that matter most to you, such as honesty, family, creativity or learning. When you face a decision, ask which option fits those values best. Living in line with what you care about tends to reduce inner conflict, even when the choice itself is hard.

## When Calm Feels Out of Reach

Some seasons are simply hard, and no practice will make everything feel peaceful. That is okay. If anxiety, low mood or restlessness last for weeks or get in the way of daily life, consider speaking with a doctor or licensed therapist.

If you are ever in distress and need someone right away, call or text **988** (24/7), text **HOME to 741741**, or call **911** or your local emergency number. The red Crisis Resources button on every page of this site is always there too.

## Returning, Again and Again

Inner peace is not something you achieve once and keep forever. It is something you return to, again and again, like finding your way back to a favourite path. Each time you pause, breathe and choose a kinder response, you make that path a little easier to find.`,
  },
  {
    id: 31,
    slug: 'finding-purpose-and-meaning',
    title: 'Finding Purpose and Meaning',
    subtitle:
      'A grounded look at what gives life meaning, and how to build a sense of direction one small step at a time.',
    excerpt:
      'Purpose does not have to be grand. Explore your values, notice what absorbs you, and let meaning grow from everyday choices.',
    author: ARTICLE_AUTHOR,
    tags: ['purpose', 'values', 'self-awareness', 'emotional-health'],
    heroImage: ARTICLE_HERO_IMAGE,
    readingTime: '5 min read',
    category: 'Wellness',
    emotion: '🌟',
    highlights: ['Start with your values', 'Meaning in small moments', 'Experiment, then reflect'],
    gradient: 'linear-gradient(135deg, #fef9c3 0%, #fce7f3 100%)',
    date: ARTICLE_DATE,
    content: `# Finding Purpose and Meaning

At some point, most people ask themselves a version of the same question: what is all of this for? It might surface during a quiet evening, after a loss, at a milestone birthday, or on an ordinary Tuesday at work. The question can feel unsettling, but it is also an invitation to reflect on what matters to you.

Purpose does not have to be grand. You do not need a single calling or a world-changing mission. For many people, meaning is found in a collection of smaller things: relationships, work done with care, curiosity, creativity, helping others, or simply appreciating being alive.

## Purpose and Meaning: A Useful Distinction

The two words are often used together, but it can help to separate them:

- **Meaning** is the sense that your life makes sense and matters. It often comes from connection, understanding and a feeling that the pieces fit together.
- **Purpose** is a sense of direction: the goals and commitments that give your days a forward pull.

You can have meaning without a clear purpose, for instance when you feel deeply connected to family even while your career direction is uncertain. And purpose often grows out of meaning over time.

## Why It Matters for Wellbeing

Psychologists have long linked a sense of purpose with greater life satisfaction and an easier time coping with setbacks. When your life has some direction, challenges can feel like part of a larger story rather than random blows. This does not mean you must have everything figured out. The search itself can be meaningful.

## Starting With Your Values

Values are the qualities you want to bring to your life, such as kindness, honesty, courage, creativity or learning. Unlike goals, values are never finished. You do not complete "kindness" and cross it off a list.

### A simple values exercise

1. Write down ten words that describe qualities you admire or care about.
2. Cross off five, keeping the ones that feel most essential.
3. Narrow the list down to three.
4. For each of the three, write one small way you could act on it this week.

If you value connection, that might mean calling a friend. If you value learning, it might mean reading twenty pages of something that interests you.

## Questions Worth Exploring

Take your time with these. You might write about one each day, or talk them over with someone you trust.

- When do I lose track of time because I am absorbed in something?
- What would I do more of if no one were judging me?
- Which moments in my life have I felt most proud of, and why?
- What problems in the world do I care about most?
- Who has made a difference in my life, and how?
- What would I want people to say about how I treated them?

**Notice patterns rather than hunting for one perfect answer.**

If several answers point toward helping others, making things or learning, that is useful information.

## Everyday Sources of Meaning

Meaning is not only found in big life decisions. It often lives in ordinary moments:

- **Relationships.** Being present for a friend, sharing a meal, or laughing with family.
- **Contribution.** Volunteering, mentoring, helping a neighbour, or doing your job with care.
- **Growth.** Learning a skill, facing a fear, or understanding yourself better.
- **Beauty and wonder.** Nature, music, art, or a sky that makes you stop for a moment.
- **Hardship.** Many people find that difficult experiences, in time, sharpen their sense of what matters.

## Common Traps

### Waiting for certainty

It is tempting to wait until you know your purpose before acting. Often it works the other way around: clarity comes from trying things, noticing how they feel, and adjusting. A small step in the wrong direction still teaches you something, which is more than waiting alone can offer.

### Comparing yourself to others

Someone else's purpose may look impressive from the outside, but it belongs to them. Yours can be quieter and just as valid.

### Believing purpose must be a job

Work can be a source of meaning, but it does not have to be. Many people find their deepest sense of purpose in caregiving, community, faith, creativity or friendship. A job can simply pay the bills while meaning comes from elsewhere, and that is a perfectly good arrangement.

## Experiment, Then Reflect

Treat finding purpose as a series of small experiments:

1. Choose one activity connected to a value you care about.
2. Try it regularly for two to four weeks.
3. Notice your energy before, during and after.
4. Ask yourself whether you want more of it, less of it, or something slightly different.

Over time, these experiments can reveal a direction you might not have predicted.

## When Life Feels Empty

Sometimes the question of meaning arrives with a heavy sense of emptiness or hopelessness. If you have been feeling flat, numb or directionless for weeks, it may help to talk with a doctor or licensed therapist. Lasting emptiness can be connected to low mood, and support can make a real difference.

If you ever feel that life is not worth living, please reach out right away. Call or text **988** to reach the Suicide & Crisis Lifeline (24/7), text **HOME to 741741** for the Crisis Text Line, or call **911** or your local emergency number. You can also use the red Crisis Resources button on every page of this site.

## A Life in Progress

Purpose is not a treasure hidden somewhere, waiting to be found. It is something you build, piece by piece, through the choices you make and the people and causes you give your attention to. Start where you are, with what you have, and let your sense of meaning grow with you.`,
  },
  {
    id: 32,
    slug: 'loneliness-and-connection',
    title: 'Loneliness and Connection',
    subtitle:
      'Understanding loneliness as a signal, not a flaw, and taking small, doable steps back toward other people.',
    excerpt:
      'Loneliness is common and painful, and it says nothing bad about you. Here are gentle, low-pressure ways to rebuild connection.',
    author: ARTICLE_AUTHOR,
    tags: ['loneliness', 'relationships', 'connection', 'self-care'],
    heroImage: ARTICLE_HERO_IMAGE,
    readingTime: '5 min read',
    category: 'Relationships',
    emotion: '🤝',
    highlights: ['Loneliness is a signal', 'Start with small contact', 'Thoughts are not facts'],
    gradient: 'linear-gradient(135deg, #e0e7ff 0%, #fce7f3 100%)',
    date: ARTICLE_DATE,
    content: `# Loneliness and Connection

Loneliness is one of the most common human experiences, and one of the least talked about. It can show up when you live alone, but also in a busy household, a crowded office or a long-term relationship. Loneliness is not about how many people are around you. It is the painful gap between the connection you have and the connection you need.

If you are feeling lonely right now, please know this: it does not mean you are unlikeable or that something is wrong with you. It is a signal, much like hunger or thirst, telling you that a basic human need is not being met.

## Different Kinds of Loneliness

Understanding what kind of loneliness you are feeling can help you work out what might ease it.

- **Emotional loneliness:** missing a close, trusted person who really knows you.
- **Social loneliness:** missing a wider circle, such as friends, community or a sense of belonging.
- **Situational loneliness:** linked to a change, such as a move, a new job, a breakup, retirement or a bereavement.
- **Existential loneliness:** a deeper feeling that no one can fully understand your inner world.

You might feel more than one of these at once.

## How Loneliness Can Affect You

When loneliness lasts a long time, it can change how we think and behave. Many people notice that they:

- Become more alert to signs of rejection
- Assume others do not want to hear from them
- Turn down invitations, even when part of them wants to go
- Feel tired, low or restless
- Find it harder to sleep

This can create a cycle. Loneliness makes reaching out feel riskier, so we withdraw, and withdrawing deepens the loneliness. The good news is that the cycle can be interrupted, often with small steps.

## Small Steps Toward Connection

### Start with low-stakes contact

You do not have to begin with deep conversations. Small interactions count:

- Greet a neighbour or a shop assistant by name.
- Reply to a message you have been putting off.
- Send a friend a short "thinking of you" text.
- Sit in a café, library or park where other people are around.

These brief moments of contact remind you that the world can be friendly.

### Reconnect with someone from your past

Many people hesitate to contact old friends because they worry it will be awkward. In practice, most people are pleased to hear from someone they once cared about. A simple message works: "You came to mind today and I wondered how you are doing." If they do not reply, try not to read too much into it. People are often busy, and a warm message is never wasted.

### Join something regular

Friendships tend to grow from repeated contact over time. Look for something that meets on a regular basis:

1. Pick an interest, such as walking, books, crafts, games, volunteering or a faith community.
2. Find a group that meets every week or two.
3. Commit to going at least three or four times before deciding whether it fits.
4. Arrive a few minutes early or stay a few minutes late, when conversation comes more easily.

### Offer help

Volunteering or helping a neighbour puts you alongside others with a shared purpose, which can make conversation feel more natural. Having something to do together, like sorting donations or planting a garden, takes the pressure off making small talk.

## Working With Anxious Thoughts

Loneliness often brings thoughts like "No one wants to hear from me" or "They only invited me to be polite." When you notice these, try:

- **Naming the thought:** "I am having the thought that I am a burden."
- **Looking at the evidence on both sides:** Has anyone been glad to hear from you recently?
- **Considering a kinder explanation:** If someone has not replied, might they simply be busy?

**Thoughts are not facts, especially when you are lonely.**

## Being Good Company for Yourself

While you build connection with others, you can also ease loneliness by treating yourself with warmth:

- Keep a gentle daily routine with regular meals, movement and sleep.
- Spend time on activities that absorb you, such as music, cooking or gardening.
- Speak to yourself as you would to a friend who is feeling alone.
- Notice moments of connection, however small, and let them count.

Talking things through, even with a supportive chat companion like the one on this site, can help you put feelings into words. It is not a replacement for human relationships or professional care, but it can be a first step.

## When to Seek More Support

If loneliness has lasted a long time, is affecting your sleep or appetite, or is bringing on low mood, a doctor or licensed therapist can help. Therapy can also be a place to explore patterns that make connection difficult, such as social anxiety or past hurts.

## If Loneliness Feels Unbearable

Sometimes loneliness becomes overwhelming, and it can bring thoughts of hopelessness or of not wanting to be here. If that is happening for you, you do not have to get through it alone. Please reach out now:

- **Call or text 988** to reach the Suicide & Crisis Lifeline, 24/7.
- **Text HOME to 741741** to reach the Crisis Text Line, 24/7.
- **Call 911** or your local emergency number if you are in immediate danger.

The red Crisis Resources button on every page of this site lists these options whenever you need them. Reaching out is a brave and sensible thing to do.

## You Belong

Loneliness can make it feel as though everyone else has found their place except you. That feeling is painful, but it is not the whole truth. Connection can be rebuilt, one small conversation at a time. Be patient with yourself, and keep the door open.`,
  },
  {
    id: 33,
    slug: 'coping-with-grief-and-loss',
    title: 'Coping With Grief and Loss',
    subtitle:
      'Gentle guidance for carrying grief, caring for yourself, and finding support when a loss changes everything.',
    excerpt:
      'There is no right way or set timetable for grief. Learn what it can feel like and small ways to look after yourself while you carry it.',
    author: ARTICLE_AUTHOR,
    tags: ['grief', 'loss', 'self-compassion', 'emotional-health'],
    heroImage: ARTICLE_HERO_IMAGE,
    readingTime: '5 min read',
    category: 'Wellness',
    emotion: '💐',
    highlights: ['Grief comes in waves', 'Tend to the basics', 'Keep the bond alive'],
    gradient: 'linear-gradient(135deg, #ede9fe 0%, #e0f2fe 100%)',
    date: ARTICLE_DATE,
    content: `# Coping With Grief and Loss

Grief is the natural response to losing someone or something you love. It might follow the death of a family member, friend or pet. It can also follow a divorce, a pregnancy loss, a difficult diagnosis, the end of a friendship, losing a job, or leaving a home. However it arrives, grief can touch every part of life: your emotions, your body, your sleep, your thinking and your relationships.

There is no right way to grieve and no timetable to follow. This article offers some understanding and some gentle ways to look after yourself while you carry it.

## What Grief Can Feel Like

Grief is far more than sadness. People commonly experience:

- Waves of deep sorrow, sometimes set off by small reminders
- Numbness or a sense that none of this is real
- Anger at the situation, at others, at the person who died, or at yourself
- Guilt about things said or left unsaid
- Relief, especially after a long illness, and then guilt about feeling relieved
- Anxiety about the future or about losing others
- Tiredness, changes in appetite and disrupted sleep
- Difficulty concentrating or remembering things

**All of these are normal.**

Feeling many different things, even contradictory ones, does not mean you are grieving the wrong way.

## Grief Does Not Follow Neat Stages

You may have heard of the "stages of grief." They can offer useful words, but most people do not move through them in order. Grief tends to come in waves. In the early days, the waves may be huge and close together. Over time, they usually become less frequent, though a birthday, a song or a familiar smell can still bring one rolling in years later.

Many people find it helpful to think of grief as something you grow around, rather than something that shrinks. The loss stays the same size, but your life gradually grows larger around it, with room for new experiences alongside the memory.

## Looking After Yourself

### Tend to the basics

Grief is exhausting. Caring for your body gives you a little more capacity to cope:

- Eat something regularly, even if it is simple.
- Drink water.
- Try to keep regular sleep and wake times, and rest when you can.
- Step outside for a few minutes each day.
- Go easy on alcohol, which can deepen low mood and disturb sleep.

### Let the feelings come

It is tempting to stay busy so you do not have to feel. Some distraction is healthy, but grief that is never given space tends to find other ways out. Try setting aside a little time to feel, perhaps by looking at photos, writing, or visiting a meaningful place.

### Lower your expectations

Grieving takes energy, so you may not manage as much as usual. It is fine to say no, ask for extensions, and let some things slide for a while.

## Staying Connected

Grief can be isolating. Others may not know what to say, or may expect you to be "back to normal" sooner than you are. Some ideas:

1. Tell one or two trusted people what actually helps, such as "Could you bring dinner round on Thursday?" or "I would love to hear your memories of her."
2. Say the name of the person you lost. Many grieving people find comfort in others remembering out loud.
3. Consider a bereavement support group, where others understand without needing an explanation.
4. Accept practical help with meals, errands or paperwork.

## Honouring What You Have Lost

Finding ways to continue a bond with what you have lost can be healing. You might:

- Write a letter to the person who died
- Create a photo album or memory box
- Cook their favourite meal on a special day
- Plant something in their memory
- Carry on a tradition they loved
- Support a cause that mattered to them

There is no need to "let go" completely. Many people carry their loved ones with them, in new ways, for the rest of their lives.

## Difficult Days

Anniversaries, holidays and birthdays can be especially painful. It can help to plan ahead:

- Decide in advance how you want to spend the day, even if the plan is simply to rest.
- Let someone know it will be a hard day for you.
- Build in a small ritual of remembrance.
- Give yourself permission to change the plan on the day.

## When Grief Feels Stuck

For some people, grief stays intensely painful for a long time and makes it very hard to function. If months have passed and you still cannot manage daily life, or you feel consumed by guilt, numbness or longing, please consider speaking with a doctor or a licensed therapist, ideally one experienced in grief. Support is not about forgetting. It is about finding a way to live alongside the loss.

## If You Need Help Right Now

Grief can bring moments of overwhelming pain, and sometimes thoughts of not wanting to go on. If you are having thoughts of harming yourself, or simply cannot bear the pain alone, please reach out now:

- **Call or text 988** to reach the Suicide & Crisis Lifeline, 24/7.
- **Text HOME to 741741** to reach the Crisis Text Line, 24/7.
- **Call 911** or your local emergency number if you or someone else is in immediate danger.

You can also use the red Crisis Resources button, which appears on every page of this site.

## Be Gentle With Yourself

Grief reflects how much someone or something mattered to you, and there is no shortcut through it. Some days you will feel you are coping, and on others you will feel you are back at the beginning. Both are part of the process. Be as patient with yourself as you would be with someone you love, because you deserve the same tenderness.`,
  },
  {
    id: 34,
    slug: 'grounding-techniques-for-anxiety',
    title: 'Grounding Techniques for Anxious Moments',
    subtitle:
      'Three simple, portable exercises to bring you back to the present when anxiety starts to spiral.',
    excerpt:
      'When anxiety pulls you into what-ifs, grounding brings you back to right now. Try the 5-4-3-2-1 senses exercise, counting to 10 and box breathing.',
    author: ARTICLE_AUTHOR,
    tags: ['anxiety', 'grounding', 'breathing', 'mindfulness'],
    heroImage: ARTICLE_HERO_IMAGE,
    readingTime: '5 min read',
    category: 'Wellness',
    emotion: '🌿',
    highlights: ['Use your five senses', 'Count breaths to 10', 'Breathe in a box'],
    gradient: 'linear-gradient(135deg, #dcfce7 0%, #e0f2fe 100%)',
    date: ARTICLE_DATE,
    content: `# Grounding Techniques for Anxious Moments

When anxiety rises, it can feel as though your mind is racing ahead to worst-case scenarios while your body braces for danger. Your heart may pound, your breathing may turn quick and shallow, and your thoughts may spin. In those moments, being told to "just relax" rarely helps.

Grounding techniques offer something more practical. They are simple exercises that bring your attention back to the present moment and to your physical surroundings. By focusing on what is here, right now, you give your body a chance to settle.

## Why Grounding Helps

Anxiety tends to pull attention into the future ("What if...?") or the past ("Why did I...?"). Grounding redirects attention to concrete, present-moment information, such as what you can see, hear and feel. This does not erase anxiety, but it often takes the edge off, making it easier to think clearly and choose your next step.

Grounding techniques are also portable. You can use them on a bus, at your desk, in a queue or lying in bed, often without anyone noticing.

## Technique 1: The 5-4-3-2-1 Senses Exercise

This is one of the most widely used grounding exercises. It walks you through your senses, one at a time.

1. **Name 5 things you can see.** Look around and notice details: the colour of a wall, a crack in the pavement, the shape of a cloud.
2. **Name 4 things you can touch or feel.** The chair beneath you, your feet in your shoes, the texture of your sleeve, the air on your skin.
3. **Name 3 things you can hear.** Traffic, a fridge humming, birds, your own breathing.
4. **Name 2 things you can smell.** Coffee, soap, fresh air. If nothing stands out, name two smells you like.
5. **Name 1 thing you can taste.** Toothpaste, a sip of water, or simply the taste in your mouth.

**Go slowly.**

The aim is not to rush through the list but to really notice each item. You can say them out loud or silently.

### Tips for 5-4-3-2-1

- If you lose count, that is fine. Start again or simply carry on.
- Describing items in detail ("a blue mug with a chip on the handle") deepens your focus.
- Practise when you are calm, so the steps feel familiar when you need them.

## Technique 2: Counting to 10

This exercise uses your breath as an anchor and counting as a gentle focus for a busy mind.

1. Sit or stand comfortably and let your breathing settle into its own rhythm.
2. As you breathe out, silently count "one."
3. On the next breath out, count "two."
4. Keep counting each breath until you reach 10.
5. When you reach 10, start again at one.
6. If your mind wanders and you lose count, simply start over at one.

**Losing count is not failing.** Noticing that your mind has wandered and bringing it back is the whole practice. Many people rarely reach 10 at first, and that is completely normal.

## Technique 3: Box Breathing

Box breathing is a steady pattern with four equal parts. You can picture tracing the four sides of a square as you go.

1. **Inhale** slowly through your nose for a count of 4.
2. **Hold** your breath for a count of 4.
3. **Exhale** gently through your mouth for a count of 4.
4. **Hold** again for a count of 4.
5. Repeat the cycle for a few minutes.

If holding your breath feels uncomfortable, shorten the holds or leave them out and simply breathe in and out evenly. You should never feel strained or light-headed. If you do, return to your normal breathing.

## More Quick Grounding Ideas

Different techniques suit different people and situations. A few more to try:

- **Temperature:** Hold something cool, such as a glass of water, or run your hands under cool water, and notice the sensation.
- **Feet on the floor:** Press your feet firmly into the ground and notice the support beneath you.
- **Describe your surroundings:** Quietly describe the room as if to someone who cannot see it.
- **Categories game:** Name as many animals, cities or fruits as you can that start with a particular letter.
- **Object focus:** Hold a small object, such as a stone or a keyring, and explore its weight, texture and temperature.

## Building a Grounding Habit

Grounding works best when it is familiar. Consider:

1. Choosing one technique to practise daily for a week, even when you feel fine.
2. Writing the steps on a card or in your phone so they are easy to find.
3. Noticing which techniques work best for you in different places, such as at home, at work or out and about.
4. Pairing practice with a daily cue, like brushing your teeth or boiling the kettle.

## What Grounding Can and Cannot Do

Grounding is a helpful self-help skill for managing anxious moments. It is not a cure, and it will not make every anxious feeling disappear. If anxiety is frequent or intense, or gets in the way of work, sleep, relationships or enjoying life, consider talking to a doctor or licensed therapist. Talking therapies such as cognitive behavioural therapy are widely used to help people manage anxiety.

## If Anxiety Becomes a Crisis

If you feel overwhelmed or unsafe, or are having thoughts of harming yourself, please reach out right away:

- **Call or text 988** (Suicide & Crisis Lifeline, 24/7).
- **Text HOME to 741741** (Crisis Text Line, 24/7).
- **Call 911** or your local emergency number in an emergency.

The red Crisis Resources button on every page of this site is there whenever you need it.

## One Moment at a Time

Anxious moments pass, even when they feel endless. Grounding gives you something to do while the wave rises and falls. With practice, you may find you can return to the present a little more quickly each time.`,
  },
  {
    id: 35,
    slug: 'understanding-attachment-styles',
    title: 'Understanding Attachment Styles',
    subtitle:
      'What secure, anxious, avoidant and disorganized attachment look like in adult relationships, and how patterns can change.',
    excerpt:
      'Attachment styles can shed light on how you connect with others. Learn the four styles, the two dimensions behind them, and how people grow toward security.',
    author: ARTICLE_AUTHOR,
    tags: ['attachment-styles', 'relationships', 'self-awareness', 'communication'],
    heroImage: ARTICLE_HERO_IMAGE,
    readingTime: '5 min read',
    category: 'Relationships',
    emotion: '💞',
    highlights: ['Two dimensions, four styles', 'Patterns can change', 'A guide, not a label'],
    gradient: 'linear-gradient(135deg, #ffe4e6 0%, #e0e7ff 100%)',
    date: ARTICLE_DATE,
    content: `# Understanding Attachment Styles

Why do some people feel at ease relying on a partner, while others worry constantly about being left, or feel uncomfortable when someone gets too close? Attachment theory offers one helpful way of understanding these patterns.

Attachment theory began as a way to describe the bond between young children and their caregivers. Researchers later extended it to adult relationships, including romantic partnerships and close friendships. It can be a useful lens for understanding yourself, as long as you treat it as a guide rather than a label.

## Two Dimensions of Attachment

Much of the research on adult attachment describes it using two dimensions rather than fixed boxes:

- **Attachment anxiety:** how much you worry about being abandoned, rejected or not loved enough.
- **Attachment avoidance:** how uncomfortable you feel with closeness, with depending on others, or with others depending on you.

Everyone sits somewhere along each dimension, and your position can shift depending on the relationship and the season of life. The four attachment styles are a shorthand for the combinations of lower and higher anxiety and avoidance.

## The Four Attachment Styles

### Secure (low anxiety, low avoidance)

People with a more secure style generally feel comfortable both with closeness and with independence. They tend to:

- Trust that others care about them without needing constant reassurance
- Express needs and feelings fairly directly
- Handle conflict without feeling the whole relationship is under threat
- Offer support and accept it in return

Secure does not mean perfect. Securely attached people still have hard days and difficult relationships. They simply tend to regain their balance more easily.

### Anxious (high anxiety, low avoidance)

People with a more anxious style deeply want closeness but often worry it will be taken away. They may:

- Seek frequent reassurance from partners or friends
- Feel distressed when messages go unanswered
- Notice small shifts in others' moods and read them as signs of rejection
- Find it hard to feel settled when apart

### Avoidant (low anxiety, high avoidance)

People with a more avoidant style value independence and may feel uneasy when others get too close. They may:

- Prefer to handle problems alone
- Feel uncomfortable with strong emotions, their own or other people's
- Pull back when a relationship becomes more serious
- Appear self-sufficient, even when they do want connection underneath

### Disorganized (high anxiety, high avoidance)

Often called fearful-avoidant in research on adults, this style combines a strong wish for closeness with a strong fear of it. People with this pattern may:

- Want intimacy and then feel overwhelmed when it arrives
- Swing between reaching out and pulling away
- Find it hard to trust that others are safe
- Feel confused by their own reactions in relationships

This pattern is sometimes linked to earlier experiences in which the people who offered care were also a source of fear or unpredictability. If it feels familiar, please be gentle with yourself. These responses once made sense as a way to cope.

## Where Attachment Styles Come From

Early relationships with caregivers help shape our expectations about whether others will be available and responsive. But they are not the whole story. Later friendships, romantic relationships, losses, life stresses and temperament all play a part. Attachment patterns are learned, which means they can also be relearned.

## Attachment Styles Can Change

Your attachment style is not fixed for life. Research suggests that attachment patterns can shift over time, and many people move toward greater security through:

- **Stable, caring relationships** with partners, friends or mentors who respond consistently
- **Self-reflection** about patterns and what sets them off
- **Therapy,** which can offer a safe relationship in which to explore and practise new ways of relating
- **Practising new behaviours,** such as asking directly for what you need or staying present during conflict

The term "earned security" is sometimes used to describe people who developed a secure style later in life, despite difficult early experiences.

## Practical Steps for Each Pattern

### If you lean anxious

1. Notice the urge to seek reassurance, and pause before acting on it.
2. Soothe yourself first, for example with a few slow breaths or a short walk.
3. Share your needs calmly: "I feel more settled when we check in during the day."
4. Build a full life outside the relationship, with friendships and interests of your own.

### If you lean avoidant

1. Notice when you want to withdraw, and get curious about what prompted it.
2. Try sharing one small feeling or need each day.
3. Let someone help you with something small.
4. Remind yourself that needing people is human, not weak.

### If you relate to the disorganized pattern

1. Focus first on feeling safe in your own body, through grounding and steady routines.
2. Go slowly in relationships, and notice which people feel consistently safe.
3. Consider working with a licensed therapist, especially one experienced in trauma.

## A Word of Caution About Labels

Attachment styles describe tendencies, not fixed identities. You might feel secure with a close friend and anxious with a new partner. Use these ideas to understand yourself and others with compassion, not to judge. A quiz or article cannot assess you, and people are always more complex than any category.

## Explore Your Own Style

**Curious where you might sit?**

This site offers a 10-question Attachment Style Quiz. It takes about three minutes and describes the style your answers point toward, along with some ideas for moving forward. Treat the result as a starting point for reflection rather than a diagnosis.

If relationship patterns are causing you real distress, a licensed therapist can help. And if you are ever in crisis, call or text **988** (24/7), text **HOME to 741741**, or call **911** or your local emergency number. The red Crisis Resources button on every page of this site lists these options too.`,
  },
  {
    id: 36,
    slug: 'working-with-anger',
    title: 'Working With Anger',
    subtitle:
      'How to listen to what anger is telling you, calm the surge, and express it in ways that help rather than harm.',
    excerpt:
      'Anger is a normal, useful emotion. Learn to spot your early warning signs, cool down in the moment, and speak up without causing damage.',
    author: ARTICLE_AUTHOR,
    tags: ['anger', 'emotional-health', 'communication', 'breathing'],
    heroImage: ARTICLE_HERO_IMAGE,
    readingTime: '5 min read',
    category: 'Self Care',
    emotion: '🔥',
    highlights: ['Anger is a messenger', 'Pause before responding', 'Name the need'],
    gradient: 'linear-gradient(135deg, #ffedd5 0%, #fef3c7 100%)',
    date: ARTICLE_DATE,
    content: `# Working With Anger

Anger has a reputation problem. Many of us were taught, directly or indirectly, that anger is bad, dangerous or something to hide. Others learned that anger was the only acceptable way to show hurt. Either way, it can be hard to know what to do with it.

The truth is that anger is a normal, healthy emotion. It often tells us that something important has been threatened, a boundary has been crossed, or something is unfair. The goal is not to get rid of anger. It is to understand it and express it in ways that help rather than harm.

## What Anger Is Telling You

Anger is often a messenger. When you feel it, it can help to ask:

- What boundary feels crossed?
- What need is not being met?
- What feels unfair here?
- Is there another feeling underneath, such as hurt, fear, shame or exhaustion?

Anger often sits on top of more vulnerable feelings. Noticing what lies underneath can point you toward what you really need.

## Recognising Your Early Warning Signs

Anger usually builds in stages, and catching it early gives you more choice about how to respond. Common early signs include:

- **In your body:** a hot face, clenched jaw, tight shoulders, a racing heart, balled fists
- **In your thoughts:** "They always do this," "This is ridiculous," or replaying what someone said
- **In your behaviour:** raising your voice, pacing, typing harder, slamming things

Try keeping a simple anger log for a week. Each time you notice anger, jot down what happened, what you felt in your body, what you thought and what you did. Patterns often emerge quickly.

## In the Heat of the Moment

When anger surges, it becomes much harder to think things through, which is why words said in anger are so often regretted later. The first priority is to calm your body enough to think clearly.

### Take a pause

If you can, step away from the situation. You might say: "I need a few minutes to cool down, and then I want to come back to this." Taking a pause is not avoiding the problem. It is making sure you can deal with it well.

### Try 4-7-8 breathing

This pattern lengthens the out-breath, which many people find calming.

1. Breathe in quietly through your nose for a count of 4.
2. Hold your breath for a count of 7.
3. Breathe out slowly through your mouth for a count of 8.
4. Repeat for up to four rounds.

If the hold feels uncomfortable, count a little faster while keeping the same 4-7-8 pattern. Stop and breathe normally if you feel light-headed.

### Move your body

Anger carries physical energy. A brisk walk, climbing stairs, shaking out your hands or stretching can help release some of that energy safely.

### Cool your senses

Splashing cold water on your face, holding something cool, or stepping outside into fresh air can help interrupt the surge.

## Expressing Anger Constructively

Once you are calmer, you can decide whether and how to address what happened. Some approaches:

### Use "I" statements

Compare "You never listen to me!" with "I feel frustrated when I am interrupted, because I want to finish my point." The second is more likely to be heard, because it describes your experience rather than attacking the other person.

### Be specific

Focus on the particular situation rather than bringing up every past grievance. "When the plans changed at the last minute today" is easier to discuss than "You always do this."

### Ask for what you need

Anger often points to a need. Try naming it clearly: "I need us to agree on a plan the day before," or "I need some quiet time when I get home."

### Choose your timing

Raising an issue when you are both tired, hungry or rushed rarely goes well. If you can, wait for a calmer moment.

## When Anger Turns Inward

Some people rarely express anger outwardly but turn it against themselves, through harsh self-criticism, guilt or low mood. Anger that is swallowed does not simply disappear. It can resurface as resentment, irritability or exhaustion. Giving yourself permission to feel angry, and finding safe outlets such as writing, movement or talking it through, can be a healthy step.

## Longer-Term Habits That Help

Anger is easier to manage when your overall stress is lower. Helpful habits include:

- Getting enough sleep, since tiredness shortens everyone's fuse
- Eating regularly to avoid the irritability that hunger brings
- Moving your body regularly
- Cutting back on alcohol, which can make outbursts more likely
- Setting clear boundaries before resentment builds
- Making time for activities that relax and restore you

## When to Get Support

Consider talking to a doctor or licensed therapist if:

- Your anger feels out of control or frightening
- You often regret what you say or do when angry
- Anger is harming your relationships, work or health
- You have been physically aggressive, or worry that you might be

Anger management courses and therapy can teach practical skills, and asking for help is a responsible choice.

**If you or someone else is not safe**

If you are at risk of harming yourself or someone else, or are in distress and need to talk now, call or text **988** (24/7), text **HOME to 741741**, or call **911** or your local emergency number. The red Crisis Resources button on every page of this site is always available.

## Anger as an Ally

With understanding and practice, anger can become less of an enemy and more of an ally. It can alert you to what matters, give you the energy to stand up for yourself, and point you toward change. The aim is not to never feel angry, but to let anger inform you without letting it take the wheel.`,
  },
  {
    id: 37,
    slug: 'letting-go-of-perfectionism',
    title: 'Letting Go of Perfectionism',
    subtitle:
      'How to keep caring about your work and your life without being ruled by the fear of getting it wrong.',
    excerpt:
      'Perfectionism can look like a strength but feel like a trap. Learn to spot it, loosen its grip, and discover the relief of good enough.',
    author: ARTICLE_AUTHOR,
    tags: ['perfectionism', 'self-compassion', 'stress', 'anxiety'],
    heroImage: ARTICLE_HERO_IMAGE,
    readingTime: '5 min read',
    category: 'Self Care',
    emotion: '🌼',
    highlights: ['Define good enough', 'Practise small imperfections', 'Meet mistakes kindly'],
    gradient: 'linear-gradient(135deg, #fef9c3 0%, #dcfce7 100%)',
    date: ARTICLE_DATE,
    content: `# Letting Go of Perfectionism

Perfectionism can look like a strength from the outside. Perfectionists are often seen as hardworking, reliable and thorough. On the inside, though, it can feel very different: a constant sense of never being good enough, a fear of making mistakes, and exhaustion from trying to get everything exactly right.

If you recognise yourself in that description, you are far from alone. Perfectionism is a pattern of thinking and behaving, and patterns can be softened with practice.

## Healthy Striving Versus Perfectionism

There is nothing wrong with wanting to do things well. The difference lies in where the motivation comes from and how you treat yourself along the way.

**Healthy striving sounds like this:**

- "I want to do a good job because I care about this."
- "I made a mistake, and I can learn from it."
- "This is good enough for what it needs to be."

**Perfectionism sounds like this:**

- "If it is not perfect, it is a failure."
- "If I make a mistake, people will think less of me."
- "I should have done better," even after doing well.

Healthy striving tends to energise you. Perfectionism tends to drain you.

## Common Signs of Perfectionism

You might notice yourself:

- Putting things off because starting feels overwhelming
- Spending far longer than needed on small tasks
- Struggling to delegate because others will not do it "right"
- Finding it hard to celebrate what you achieve
- Feeling crushed by small criticisms
- Avoiding new things in case you are not immediately good at them
- Holding yourself to standards you would never expect of anyone else

## Where Perfectionism Comes From

Perfectionism often develops as a way to feel safe or accepted. Perhaps praise came mainly when you achieved something, or mistakes were met with criticism. Perhaps you grew up somewhere unpredictable, where getting things right felt like a way to keep some control. Understanding where the pattern began can help you meet it with compassion rather than frustration. None of this is your fault, and none of it has to be permanent.

## Practical Ways to Loosen Its Grip

### Define "good enough" in advance

Before you start a task, decide what a reasonable finished version looks like, and write it down. When you reach that point, stop, even if part of you wants to keep polishing. It can help to ask, "What would a reasonable person expect here?" rather than "What would be flawless?"

### Set time limits

Give tasks a time box, for example, "I will spend 45 minutes on this draft." When the time is up, send it or move on. This helps break the cycle of endless tweaking. You may be surprised by how rarely anyone notices the difference between your careful version and an endlessly polished one.

### Practise small imperfections

Try little experiments where you deliberately do something less than perfectly:

1. Send a message without rereading it three times.
2. Leave one small thing untidy at home for a day.
3. Share a draft before it feels finished.
4. Try a new hobby purely for fun, with no goal of being good at it.

Afterwards, notice what actually happened, as opposed to what you predicted. Often the consequences are much smaller than you feared, and each experience gradually resets your expectations.

### Challenge all-or-nothing thinking

Perfectionism loves extremes: perfect or failure, brilliant or useless. When you notice this, look for the middle ground. A presentation can be clear and helpful without being flawless. A day can be productive even if you did not finish your whole list.

### Shift focus from outcome to effort and learning

At the end of the day, instead of listing what went wrong, try asking:

- What did I put effort into today?
- What did I learn?
- What went well enough?

## Responding to Mistakes With Kindness

Mistakes are part of being human and part of learning anything new. When you slip up, try this three-step approach:

1. **Acknowledge it:** "I missed that deadline."
2. **Put it in context:** "Everyone misses things sometimes, especially when they are stretched."
3. **Respond with care:** "What do I need to put this right, and how can I support myself next time?"

**You can hold high standards and still be kind to yourself.**

In fact, many people find they do better work when they are not frozen by fear of failure.

## Perfectionism and Relationships

Perfectionism does not only affect work. It can make it hard to let people see your struggles, to ask for help, or to accept that partners and friends have flaws too. It can also spill over into what you expect of others, leaving partners, children or colleagues feeling that nothing they do quite measures up. Allowing yourself to be seen as imperfect often deepens connection, because it gives others permission to be human as well.

## When Perfectionism Becomes Heavy

For some people, perfectionism is closely tied to anxiety, low mood or feelings of worthlessness. If it is causing you significant distress, affecting your sleep, or making daily life feel unmanageable, consider talking with a doctor or licensed therapist. Approaches such as cognitive behavioural therapy are often used to work with perfectionistic thinking.

If you ever feel hopeless or have thoughts of harming yourself, please reach out right away: call or text **988** (24/7), text **HOME to 741741**, or call **911** or your local emergency number. You can also use the red Crisis Resources button on every page of this site.

## A Gentler Standard

Letting go of perfectionism is not something you will do perfectly either. There will be days when the old voice is loud, and that is fine. Each time you choose "good enough," rest instead of redoing, or meet a mistake with understanding, you are practising a gentler and more sustainable way of living.`,
  },
  {
    id: 38,
    slug: 'journaling-for-emotional-clarity',
    title: 'Journaling for Emotional Clarity',
    subtitle:
      'Simple ways to use a few minutes of writing to untangle your thoughts and understand your feelings.',
    excerpt:
      'Writing things down can slow racing thoughts and reveal what you really feel. Try these easy methods and prompts, no talent required.',
    author: ARTICLE_AUTHOR,
    tags: ['journaling', 'self-awareness', 'emotional-health', 'self-care'],
    heroImage: ARTICLE_HERO_IMAGE,
    readingTime: '5 min read',
    category: 'Self Care',
    emotion: '📓',
    highlights: ['Five minutes is plenty', 'No rules, no audience', 'Notice your patterns'],
    gradient: 'linear-gradient(135deg, #f5f5f4 0%, #ccfbf1 100%)',
    date: ARTICLE_DATE,
    content: `# Journaling for Emotional Clarity

When feelings swirl around in your head, they can seem bigger, more tangled and more urgent than they really are. Writing them down is one of the simplest ways to create a little distance. On paper, thoughts slow down. You can look at them, question them and, often, understand them better.

Journaling does not require talent, a special notebook or a daily commitment. It simply asks you to be honest with yourself for a few minutes at a time.

## Why Journaling Can Help

Many people find that regular journaling helps them:

- **Name emotions** more precisely, which can make them easier to manage
- **Notice patterns** in moods, triggers and reactions
- **Untangle problems** by laying out options and consequences
- **Work through difficult experiences** at their own pace
- **Recognise progress** that might otherwise go unnoticed
- **Clear mental clutter** before sleep

Studies of expressive writing suggest that putting thoughts and feelings into words can support emotional wellbeing for many people. It is not a replacement for professional help, but it can be a useful everyday tool.

## Getting Started

### Keep it simple

All you need is something to write with and something to write on. A notebook, a notes app or a document on your computer will all work. Choose whatever feels most private and convenient.

### Choose a regular moment

Linking journaling to something you already do makes it easier to keep up. For example:

- With your morning coffee
- On your lunch break
- Just before bed
- After a difficult conversation

### Start small

Five minutes is plenty. Set a timer if it helps. On days when you do not feel like writing much, a single sentence still counts. Consistency matters more than length, and a short entry written often tends to be more useful than a long one written once in a while.

### Let go of rules

Spelling, grammar and neat handwriting do not matter. No one else needs to read it. You can write in lists, fragments, doodles or full paragraphs.

## Journaling Methods to Try

### Free writing

Write continuously for five to ten minutes without stopping to edit or judge. If you get stuck, write "I don't know what to write" until something else comes. This can surface thoughts you did not realise were there. Some people like to keep going until they have filled a page, whatever comes out.

### The feelings check-in

Answer three questions:

1. What am I feeling right now? Try to name at least two emotions.
2. Where do I notice it in my body?
3. What might this feeling be telling me?

### Untangling a worry

When one concern is dominating your mind, try this structure:

1. Write the worry in one sentence.
2. Write what you fear might happen.
3. Write what is more likely to happen.
4. Write what you could do if the feared outcome did happen.
5. Write one small step you can take now.

### Good moments

List three things that went well today, however small, and why they mattered. This gently trains your attention toward what is supporting you, without denying what is hard.

### Letters you never send

Write to someone, living or not, to say what you need to say. This can be especially helpful for anger, grief or conversations that never got finished.

## Prompts for Emotional Clarity

If you are not sure where to begin, choose one of these:

- What is taking up the most space in my mind today?
- What do I need more of right now, and what do I need less of?
- What am I avoiding, and why?
- When did I feel most like myself this week?
- What would I say to a friend in my situation?
- What is one thing I am proud of, even if no one else noticed?
- What am I ready to let go of?

## Making It Feel Safe

**Your journal is for you.**

If privacy worries you, keep it somewhere secure, use an app with a passcode, or write and then tear the page up. Much of the benefit comes from the writing itself, not from keeping the pages.

If writing about a particular memory leaves you feeling much worse rather than lighter, it is fine to stop, switch to something grounding, or write about the present instead. Some experiences are best explored with a licensed therapist who can help you process them safely.

## Reading Back

Every few weeks, you might choose to read back over your entries. Look for:

- Recurring themes or triggers
- Times of day or situations when you feel better or worse
- Ways you have grown or coped well
- Needs that keep coming up

Approach what you find with curiosity rather than criticism. You are gathering information, not grading yourself. You might also be surprised by how much you have already come through.

## When Writing Brings Up Something Bigger

Journaling can sometimes reveal how much you have been carrying. If you find yourself writing about feeling hopeless or worthless, or wanting to hurt yourself, please do not keep it only on the page. Reach out to someone:

- **Call or text 988** (Suicide & Crisis Lifeline, 24/7)
- **Text HOME to 741741** (Crisis Text Line, 24/7)
- **Call 911** or your local emergency number if you are in immediate danger

The red Crisis Resources button on every page of this site shows these options at any time. A doctor or licensed therapist can also help with ongoing struggles.

## A Conversation With Yourself

Think of journaling as a regular, honest conversation with yourself. Some entries will feel insightful; others will feel dull or messy. All of them count. Over time, those few minutes on the page can help you understand what you feel, what you need, and how to care for yourself.`,
  },
  {
    id: 39,
    slug: 'reaching-out-when-you-are-struggling',
    title: 'Reaching Out When You Are Struggling',
    subtitle: 'Who to turn to, what to say, and what actually happens when you contact a crisis line.',
    excerpt:
      'Asking for help can feel like the hardest step. Here are simple words to start with, people to turn to, and what to expect from crisis lines.',
    author: ARTICLE_AUTHOR,
    tags: ['asking-for-help', 'crisis-resources', 'relationships', 'self-care'],
    heroImage: ARTICLE_HERO_IMAGE,
    readingTime: '5 min read',
    category: 'Wellness',
    emotion: '💬',
    highlights: ['Call or text 988', 'Simple words are enough', 'You deserve support'],
    gradient: 'linear-gradient(135deg, #ffe4e6 0%, #f0fdfa 100%)',
    date: ARTICLE_DATE,
    content: `# Reaching Out When You Are Struggling

When you are having a hard time, reaching out can feel like the hardest step of all. You might worry about being a burden, not know what to say, or feel that your problems are not "serious enough." Maybe you tried before and it did not go well.

This article is here to make reaching out a little easier: who to turn to, what to say, and what to expect if you contact a crisis line.

## If You Need Help Right Now

**If you are in crisis or thinking about harming yourself, please reach out now.**

- **Call or text 988** to reach the Suicide & Crisis Lifeline, available 24 hours a day, 7 days a week.
- **Text HOME to 741741** to reach the Crisis Text Line, also available 24/7.
- **Call 911** or your local emergency number if you or someone else is in immediate danger.

The red Crisis Resources button appears on every page of this site. Tap it at any time to see these options.

## Why Reaching Out Feels So Hard

It is common to hold back because of thoughts like:

- "Other people have it worse."
- "I don't want to worry anyone."
- "They will think I am weak or dramatic."
- "I should be able to handle this myself."
- "Nothing will help anyway."

These thoughts are understandable, especially when you are exhausted or low. But they are not reliable guides. **Your struggles matter, whatever their size.** You do not need to reach a certain level of pain before you deserve support. Most people are glad to be trusted, and would much rather know when someone they care about is having a hard time.

## Who You Can Turn To

Different people can offer different kinds of support:

- **A trusted friend or family member** for listening, company and practical help
- **A doctor** for a check-in on your physical and mental health and advice on next steps
- **A licensed therapist or counsellor** for ongoing, confidential support
- **A support service at work or school,** if one is available to you
- **A faith leader or community figure** you trust
- **Crisis lines** for immediate support, any time of day or night

You do not have to choose just one. Support often works best as a small network.

## What to Say

You do not need perfect words. Honest, simple words are enough. Here are some ways to begin.

### To a friend or family member

- "I've been having a really hard time lately. Could we talk?"
- "I'm not okay right now, and I don't want to be alone with it."
- "I don't need you to fix anything. I just need someone to listen."
- "Could you check in on me this week?"

### To a doctor

- "I've been feeling low and anxious for a few weeks, and it's affecting my sleep and work."
- "I'm struggling with my mental health and I'm not sure where to start."

It can help to jot down a few notes before the appointment, such as how long you have felt this way and what has changed.

### If speaking feels too hard

- Send a text or message instead.
- Write a note and hand it to someone.
- Ask a friend to come with you to an appointment.

## What Crisis Lines Are Like

Many people hesitate to contact a crisis line because they are not sure what will happen. Here is a general picture of what to expect.

### When you call or text 988

Your call or text is answered by a trained crisis counselor. They will listen, ask how you are doing, and try to understand what is happening for you. You do not need to be suicidal to reach out. You can contact them if you are overwhelmed, anxious, grieving, lonely or simply need to talk. They can help you think through ways to stay safe and connect you with support near you.

### When you text HOME to 741741

You will usually receive a couple of automated messages first, and then a trained volunteer crisis counselor will reply by text. Texting can feel easier if speaking out loud is difficult, or if you are somewhere you cannot talk privately.

### What to expect from the conversation

Crisis counselors are there to listen without judging you or telling you your problems are too small. Their role is to support you through the moment and help you find a next step.

**It is okay to reach out more than once.**

Many people contact crisis lines on several occasions, and that is exactly what these services are for.

## If Someone Does Not Respond Well

Sometimes people react awkwardly, change the subject, or offer unhelpful advice. That usually says more about their own discomfort than about your worth. If it happens:

1. Remind yourself that reaching out was still the right thing to do.
2. Try someone else, or a professional service.
3. If you feel able, tell the person what would help: "I don't need advice right now, I just need you to listen."

## After You Reach Out

Reaching out is often a beginning rather than an end. Afterwards, you might:

- Make a simple plan for the next few hours or days
- Arrange a follow-up conversation or appointment
- Write down the names and numbers of people and services you can contact
- Be gentle with yourself, because asking for help takes courage

Talking things over with a supportive chat companion like the one on this site can help you organise your thoughts, but it is not a crisis service or a replacement for professional care. If you are in danger, please use the crisis lines above.

## You Deserve Support

Struggling does not mean you have failed. It means you are human and carrying something heavy. Reaching out is a way of sharing that weight. Whether you start with a friend, a doctor or 988, you deserve to be heard.`,
  },
  {
    id: 40,
    slug: 'recovering-from-burnout',
    title: 'Recovering From Burnout',
    subtitle:
      'How to recognise burnout, begin to recover, and protect your energy so you do not end up running on empty again.',
    excerpt:
      'Burnout is not a personal failing. Learn the signs, the first steps toward recovery, and the kinds of rest that help you refill your tank.',
    author: ARTICLE_AUTHOR,
    tags: ['burnout', 'stress', 'rest', 'self-care'],
    heroImage: ARTICLE_HERO_IMAGE,
    readingTime: '5 min read',
    category: 'Wellness',
    emotion: '🔋',
    highlights: ['Burnout is not failure', 'Many kinds of rest', 'Recovery takes time'],
    gradient: 'linear-gradient(135deg, #ecfccb 0%, #e0f2fe 100%)',
    date: ARTICLE_DATE,
    content: `# Recovering From Burnout

Burnout is more than feeling tired after a busy week. It is a state of deep exhaustion that builds when demands outweigh your resources for a long time. It is often linked with work, but it can also come from caregiving, studying, parenting, or any role that asks more of you than you can keep giving.

If you feel depleted and detached, and as though nothing you do makes a difference, you may be running on empty. Recovery is possible. It usually takes time, and it often involves changing more than just getting extra sleep.

## Recognising Burnout

Burnout is commonly described as having three main features:

- **Exhaustion:** feeling physically and emotionally drained, even after rest
- **Detachment or cynicism:** feeling distant from your work or responsibilities, or irritable and negative about them
- **A reduced sense of accomplishment:** feeling ineffective, as though nothing you do is good enough or matters

Other common signs include:

- Trouble sleeping, or sleeping a lot without feeling refreshed
- Difficulty concentrating or making decisions
- Getting ill more often
- Withdrawing from friends and activities you used to enjoy
- Dreading the start of each day or week
- Relying more on caffeine, alcohol or scrolling to get through

Many of these signs overlap with other conditions, including low mood and physical health problems. If you are experiencing them, it is worth checking in with a doctor to rule out other causes and find the right support.

## What Causes Burnout

Burnout is rarely about one person simply not coping well. It usually grows from a mismatch between you and your circumstances. Common contributors include:

- An unmanageable workload
- Little control over how or when you work
- Lack of recognition or reward
- Feeling isolated or unsupported
- Unfairness or ongoing conflict
- A clash between your values and what you are asked to do
- Few clear boundaries between work and rest

**Burnout is not a personal failure.**

It is a signal that something in the balance needs to change.

## First Steps Toward Recovery

### Acknowledge what is happening

It can be tempting to push through and hope it passes. Naming burnout honestly, to yourself and perhaps to someone you trust, is an important first step.

### Reduce demands where you can

Look at your commitments and ask:

1. What absolutely must be done?
2. What can be postponed?
3. What can be delegated or shared?
4. What can be dropped entirely?

Even small reductions can create breathing room. If your burnout is work-related, consider speaking to a manager, your human resources team or an occupational health service about your workload or temporary adjustments.

### Prioritise real rest

Rest is more than stopping work. Different kinds of rest restore different things:

- **Physical rest:** sleep, naps, gentle stretching, lying down
- **Mental rest:** short breaks from concentrating, time away from screens
- **Emotional rest:** time with people who need nothing from you, or time alone
- **Sensory rest:** quiet spaces, dimmed lights, fewer notifications
- **Creative rest:** nature, music or art, anything that lets you take in rather than produce

Notice which kinds of rest you are most short of, and start there.

## Rebuilding Your Energy

### Protect your sleep

Try to keep consistent sleep and wake times, cut down on screens in the hour before bed, and create a calm wind-down routine. If sleep problems continue, talk to a doctor.

### Move gently

You do not need intense workouts. A daily walk, gentle yoga or stretching can help lift your mood and ease stress. Start small and build gradually.

### Reconnect with what restores you

Burnout often crowds out the things that used to bring you joy. Make a short list of activities that once lifted you, and schedule one small one each week, with no pressure to be productive.

### Lean on others

Tell people you trust what you are going through, and let them help with practical tasks. Connection is one of the strongest buffers against stress.

## Setting Boundaries for the Long Term

Recovery is hard to sustain if nothing changes in the conditions that led to burnout. Consider:

- Setting a clear finish time for work and sticking to it most days
- Turning off work notifications outside working hours
- Saying no to new commitments until you have more capacity
- Taking your full breaks and holidays
- Checking in with yourself each week: "How full is my tank right now?"

Sometimes recovery calls for bigger changes, such as moving to a different role, reducing your hours or rethinking a career. These decisions can feel daunting, and it is fine to take your time and seek advice.

## Be Patient With Recovery

Burnout builds over months or years, and recovery often takes time too. You may have good days followed by setbacks. That is normal. Measure progress in small signs: a morning you woke up less tired, an afternoon you enjoyed, a moment you laughed.

## When You Need More Support

If exhaustion, low mood or anxiety are affecting your daily life, please talk to a doctor or licensed therapist. They can help you explore what is going on and what kind of support would suit you.

If burnout has left you feeling hopeless or trapped, or you are thinking about harming yourself, reach out right away. Call or text **988** (24/7), text **HOME to 741741**, or call **911** or your local emergency number. The red Crisis Resources button on every page of this site is there for you too.

## Permission to Rest

You were never meant to run at full capacity all the time. Rest is not a reward you have to earn; it is a basic need. Giving yourself permission to slow down is not giving up. It is how you build the strength to keep going.`,
  },
];
