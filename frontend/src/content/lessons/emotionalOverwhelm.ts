import type { Lesson } from '../types';

export const emotionalOverwhelmLessons: Lesson[] = [
  {
    id: 'emotional-overwhelm-1',
    title: 'When Everything Feels Like Too Much',
    readTime: '3 min read',
    category: 'Emotional Regulation',
    heroIcon: 'Waves',
    heroGradient: 'linear-gradient(135deg, #ccfbf1 0%, #e0e7ff 100%)',
    content: `**Feeling overwhelmed is not a sign that you are weak or failing. It is a signal that your mind and body are carrying more than they can process right now.**

## What overwhelm actually is

Overwhelm happens when the demands on you, from feelings, tasks, worries or other people, outpace the resources you have in that moment. Your nervous system reads the overload as a kind of threat. Stress hormones rise, your heart may speed up, and the thinking part of your brain has a harder time planning, prioritizing and putting things in perspective.

That is why overwhelm can feel so confusing. You might know, in calmer moments, exactly what to do. In the thick of it, even small decisions can feel impossible.

## Common signs

Overwhelm shows up differently for different people. You might notice:

- Racing thoughts that jump from one worry to the next
- Tearfulness, irritability or snapping at people you care about
- Feeling frozen, numb or unable to start anything
- A tight chest, shallow breathing, headaches or a knotted stomach
- Wanting to hide, scroll, sleep or escape the situation entirely

None of these make you a bad person. They are your system's way of saying it needs a pause.

## The window of tolerance

Some therapists describe a **window of tolerance**: a zone where you can feel strong emotions and still think clearly. When stress pushes you above that window, you may feel panicky, agitated or flooded. When it pushes you below, you may feel shut down, flat or disconnected.

<visual-analogy>Think of your mind as a cup under a running tap. Overwhelm is not a flaw in the cup; it is simply what happens when water pours in faster than it can drain, and the kindest fix is to turn down the tap and let some water out.</visual-analogy>

The goal is not to never leave the window. Everyone does. The goal is to notice when you have left it and to have a few ways back.

## A first step you can take right now

When you notice overwhelm rising, try this short reset:

1. Pause whatever you are doing, even for thirty seconds.
2. Put both feet on the floor and notice the ground supporting you.
3. Take a slow breath in, then an even slower breath out.
4. Say to yourself, silently or out loud: "This is overwhelm. It is hard, and it will pass."
5. Ask one small question: "What is the very next thing I need?"

The answer might be water, a few minutes alone, a walk, or telling someone you need help. It does not need to solve everything. It only needs to be the next kind step.

## Why this matters

Overwhelm tends to feed itself. When we judge ourselves for struggling, we add shame on top of stress, and the load gets heavier. Naming what is happening, and responding with patience instead of criticism, helps your nervous system settle sooner.

Over time, you can also learn your early warning signs, such as a clenched jaw, a short temper or skipped meals, and step in before the wave gets too big. The other lessons in this topic offer practical tools for exactly that.

If overwhelm ever turns into thoughts of harming yourself or a feeling that you cannot stay safe, please reach out right away: call or text 988 (Suicide & Crisis Lifeline, 24/7), text HOME to 741741 (Crisis Text Line), or call 911 or your local emergency number.`,
  },
  {
    id: 'emotional-overwhelm-2',
    title: 'Name It to Tame It: Putting Feelings Into Words',
    readTime: '3 min read',
    category: 'Emotional Regulation',
    heroIcon: 'MessageCircle',
    heroGradient: 'linear-gradient(135deg, #e0f2fe 0%, #f5f3ff 100%)',
    content: `**When feelings are swirling, putting them into words is one of the simplest ways to bring a little order to the storm.**

## Why naming helps

Research on what psychologists call affect labeling suggests that simply putting a feeling into words can soften its intensity. In brain imaging studies, naming an emotion has been linked to lower activity in the amygdala, an area involved in detecting threat, and more activity in regions that help with regulation. You do not have to fix the feeling for this to work. You just have to describe it.

Naming also turns a vague, all-over sense of "bad" into something more specific. "I feel awful" is hard to work with. "I feel disappointed and a little embarrassed" points toward what you might need.

## Build a bigger feelings vocabulary

Many of us grew up with only a handful of emotion words: happy, sad, angry, stressed. Expanding that list gives you more precise tools. Here are a few families to explore:

- **Sadness:** disappointed, lonely, grieving, discouraged, heavy
- **Fear:** nervous, uneasy, dreading, insecure, on edge
- **Anger:** frustrated, resentful, irritated, betrayed, fed up
- **Shame:** embarrassed, exposed, small, not good enough
- **Overload:** scattered, stretched thin, drained, frazzled

Often more than one feeling is present at once. You can be relieved and sad, or grateful and exhausted. Both can be true.

<visual-analogy>Unnamed feelings are like a room full of boxes with no labels: everything seems like one big, heavy mess. Once you write a label on each box, the pile becomes something you can sort, one box at a time.</visual-analogy>

## A simple labeling practice

Try this the next time you feel flooded:

1. Pause and take one slow breath.
2. Notice where the feeling lives in your body: your chest, throat, stomach, shoulders or face.
3. Finish the sentence "Right now I am feeling..." with one or two specific words.
4. Add a gentle rating from 1 to 10 for how strong it is.
5. Add "and that makes sense because..." to connect the feeling to what is happening.

For example: "Right now I am feeling anxious and overloaded, about a 7. That makes sense because I have three deadlines and did not sleep well."

## Tips that make it easier

- **Be curious, not critical.** You are observing, not grading yourself.
- **Write it down.** A notes app or a scrap of paper works. Writing slows the mind.
- **Say it to someone.** Telling a trusted person "I'm feeling really overwhelmed today" can bring relief and connection.
- **Check in again later.** Feelings shift. Noticing that your 8 became a 5 can build trust that emotions pass.

## What naming is not

Labeling a feeling is not the same as wallowing in it or acting on it. You can name anger without yelling, and name sadness without sinking into it. Naming simply creates a little space between you and the emotion, and in that space you get to choose what to do next.

If the feelings you are naming include hopelessness or thoughts of not wanting to be here, you do not have to carry them alone. You can call or text 988 any time, text HOME to 741741, or call 911 or your local emergency number if you are in immediate danger.`,
  },
  {
    id: 'emotional-overwhelm-3',
    title: 'Grounding Through Your Senses',
    readTime: '3 min read',
    category: 'Emotional Regulation',
    heroIcon: 'Anchor',
    heroGradient: 'linear-gradient(135deg, #dcfce7 0%, #e0f2fe 100%)',
    content: `**Grounding techniques gently bring your attention out of spiraling thoughts and back into the present moment, where you can take things one breath at a time.**

## Why grounding works

When emotions surge, attention often gets pulled into the past, replaying what happened, or into the future, imagining what might go wrong. Grounding redirects your focus to what your senses can notice now. This gives your nervous system concrete, neutral information to process, which can help the alarm signals quiet down.

Grounding does not erase the problem. It helps you get steady enough to face it.

## The 5-4-3-2-1 technique

This is one of the most widely used grounding exercises. Go slowly, and say each item out loud or in your head:

1. Notice **5 things you can see.** Look for small details: a shadow, a color, the texture of a wall.
2. Notice **4 things you can feel.** Your feet in your shoes, the chair under you, the air on your skin.
3. Notice **3 things you can hear.** Distant traffic, a fan, your own breathing.
4. Notice **2 things you can smell.** If nothing stands out, move somewhere with a scent or recall a favorite one.
5. Notice **1 thing you can taste.** A sip of water, a mint, or simply the taste in your mouth.

By the time you reach one, many people notice that their breathing has slowed and their thoughts feel a little less loud.

<visual-analogy>Grounding is like dropping an anchor when your boat is being pushed around by wind and waves. The storm may still be blowing, but the anchor keeps you from drifting further out while you wait for calmer water.</visual-analogy>

## Other grounding tools

Different techniques suit different people and places. You might try:

- **Temperature:** hold something cool, splash water on your face, or wrap your hands around a warm mug.
- **Touch:** press your palms together, squeeze a soft object, or run your fingers over a textured surface.
- **Movement:** stretch, shake out your hands, or walk while noticing each footstep.
- **Categories:** name five animals, five cities or five colors in the room. Simple mental tasks can interrupt a spiral.
- **Orienting:** slowly turn your head and look around the space, reminding yourself of the date, where you are and what you are doing.

## Making grounding work for you

Grounding tends to work best when it is familiar. Try practicing when you are only mildly stressed, so the steps come more easily when things are intense. You might pick one favorite technique and keep a reminder of it on your phone or in your wallet.

If your mind wanders during the exercise, that is normal. Simply notice it and return to the next thing you can see, hear or feel. There is no way to fail at this.

Some people find that focusing on the body brings up uncomfortable sensations, especially after difficult experiences. If that happens, choose an outward-focused technique, like naming objects in the room, and go at your own pace.

If you feel disconnected from yourself for long stretches, or grounding is not enough to help you feel safe, please reach out for support. You can call or text 988, text HOME to 741741, or call 911 or your local emergency number.`,
  },
  {
    id: 'emotional-overwhelm-4',
    title: 'Shrinking the Mountain, One Small Step at a Time',
    readTime: '3 min read',
    category: 'Emotional Regulation',
    heroIcon: 'Mountain',
    heroGradient: 'linear-gradient(135deg, #fef3c7 0%, #ccfbf1 100%)',
    content: `**When life piles up, the whole heap can feel impossible. The way through is rarely one big leap. It is usually a series of small, doable steps.**

## Why big to-do lists freeze us

When you look at everything at once, your brain tries to hold it all in working memory, which has limited space. The result can be a kind of paralysis: you know you need to act, but you cannot figure out where to start, so you do nothing and then feel worse. This is a very common pattern, not a personal failing.

Breaking things down reduces the load on your mind and gives you a clear place to begin.

## The brain dump

Start by getting everything out of your head:

1. Take a piece of paper or open a blank note.
2. Write down every task, worry and loose end, in any order. Do not organize yet.
3. Keep going until you cannot think of anything else.
4. Take a breath and notice how it feels to see it outside your head.

Many people find that the list, while long, is more finite than it felt.

## Sort with kindness

Now look at your list and gently sort it:

- **Truly urgent:** things with a real deadline in the next day or two.
- **Important, not urgent:** things that matter but can wait a little.
- **Someone else's:** things you could delegate, ask for help with or hand back.
- **Let go:** things that can be dropped, postponed or done "good enough."

Be honest about that last group. Overwhelm often comes from holding standards that are higher than the situation requires.

<visual-analogy>A mountain looks impossible from the bottom, but nobody climbs it in one step. You only ever need to find the next flat stone to stand on, and then the one after that.</visual-analogy>

## Find the smallest next step

Choose one item from your urgent group and shrink it until it feels almost too easy. "Do my taxes" becomes "find last year's tax form." "Clean the apartment" becomes "clear the kitchen counter." "Reply to everyone" becomes "answer one email."

Then set a short timer, perhaps 10 or 15 minutes, and work only on that step. When the timer goes off, you can stop or keep going. Either choice is fine.

## Remember recovery

Overwhelm is not only about tasks. It is also about energy. Building small moments of recovery into your day makes the load more manageable:

- Eat something and drink water, even if it is simple.
- Step outside or look out a window for a few minutes.
- Move your body gently.
- Protect your sleep where you can.
- Reach out to one person, even just to say "today is a lot."

## Celebrate progress, not perfection

At the end of the day, notice what you did rather than what is left. Crossing off even one small thing is real progress. Tomorrow you can pick the next step.

If the weight you are carrying starts to feel unbearable, or you have thoughts of harming yourself, please reach out now: call or text 988, text HOME to 741741, or call 911 or your local emergency number. You deserve support, not just a better to-do list.`,
  },
];
