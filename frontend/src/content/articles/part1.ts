import { ARTICLE_AUTHOR, ARTICLE_DATE, ARTICLE_HERO_IMAGE, type BlogArticle } from '../types';

export const articlesPart1: BlogArticle[] = [
  {
    id: 1,
    slug: 'when-everything-feels-too-much',
    title: 'When Everything Feels Like Too Much',
    subtitle:
      'A gentle guide to steadying yourself when feelings and demands pile up faster than you can sort them.',
    excerpt:
      'Overwhelm can make even small tasks feel impossible. Here are calm, practical ways to slow down, lighten the load and find your footing again.',
    author: ARTICLE_AUTHOR,
    tags: ['overwhelm', 'stress', 'emotional-health', 'self-care'],
    heroImage: ARTICLE_HERO_IMAGE,
    readingTime: '6 min read',
    category: 'Wellness',
    emotion: '🌊',
    highlights: ['Steady your body first', 'Shrink the next step', 'Let someone in'],
    gradient: 'linear-gradient(135deg, #ccfbf1 0%, #e0f2fe 100%)',
    date: ARTICLE_DATE,
    content: `# When Everything Feels Like Too Much

Some days the weight arrives all at once. A message you have been avoiding, a bill, a tense conversation, a to-do list that keeps growing, and underneath it all a tiredness that sleep does not seem to touch. Your chest feels tight, your thoughts race, and even choosing what to eat for dinner can feel like one decision too many.

If that sounds familiar, you are not failing at life. You are overwhelmed, and overwhelm is a very human response to carrying more than your mind and body can process at one time. It usually passes, and there are small, reliable things you can do to help it pass more gently.

## What overwhelm actually is

Overwhelm is less a single emotion than a traffic jam of them. Worry, frustration, sadness, guilt and fatigue all try to squeeze through the same narrow doorway at once. When that happens, your body tends to shift into its stress response: your heart beats faster, your breathing gets shallow, and your attention narrows to whatever feels threatening.

That response is useful when you need to jump out of the way of a cyclist. It is far less useful when the "threat" is forty unread emails and a family dinner on Sunday. The mind keeps scanning for danger, finds more things to worry about, and the loop tightens.

### Signs you might notice

- Racing or looping thoughts that jump from one worry to the next
- Feeling frozen and unable to start, or busy all day without finishing anything
- Irritability, tearfulness or snapping at people you care about
- Physical tension: a clenched jaw, tight shoulders, a knot in your stomach
- Wanting to hide, scroll, sleep or switch off rather than face the pile

None of these mean something is wrong with you. They are signals that your system is saturated and needs a moment to reset.

## First, steady your body

When everything feels urgent, it is tempting to push harder. But a calmer body makes for a clearer mind, so the most useful first step is often a physical one.

**Try a slow exhale.**

Breathe in gently through your nose for a count of four, then breathe out slowly through your mouth for a count of six. A longer out-breath is one of the simplest ways to tell your body it can ease off a little. Repeat five to ten times, and let the pace stay comfortable rather than forced.

**Plant your feet.**

Press your feet into the floor and notice the contact. Feel the chair under you and the weight of your hands in your lap. This brings your attention back to the present moment, where you only have to deal with one thing at a time.

**Change your temperature or position.**

Splash cool water on your face, step outside for a minute, or stand up and roll your shoulders. A small physical shift can interrupt the spiral more effectively than arguing with your thoughts.

## Then, get it out of your head

Overwhelm thrives on vagueness. When everything lives as a fog in your mind, it feels endless. Writing it down makes it finite.

1. Take a piece of paper or open a notes app and write down everything that is weighing on you. Big or small, practical or emotional, all of it.
2. Look at the list and circle only the things that truly need attention in the next 24 hours. There are usually fewer than it felt like.
3. For each circled item, write the smallest possible next step. Not "sort out my finances" but "open the banking app and check the balance."
4. Pick one of those tiny steps and do only that.

Finishing one small action creates a sense of movement, and movement is often the antidote to feeling stuck.

### Give yourself permission to drop things

Look at your list again. Is there anything you can postpone, hand to someone else, do imperfectly or let go of entirely? Overwhelm often comes from holding yourself to a standard that made sense when you had more energy. For now, good enough really is good enough.

## Name what you are feeling

It may sound too simple to help, but putting feelings into words can soften their intensity. Instead of "I can't cope," try something more specific: "I feel anxious about the deadline and hurt by what my friend said." Naming emotions shows you that you are dealing with a few distinct feelings, not an endless wave.

You can also speak to yourself the way you would speak to a friend in the same situation. You would not tell a friend they were weak for struggling. You might say, "Of course this is hard. You have a lot going on. Let's take it one piece at a time." You deserve that same kindness.

## Protect your energy over the next few days

Once the first wave has passed, a few habits can stop it from building again so quickly.

- **Keep the basics steady.** Regular meals, water, some daylight and as much rest as you can manage all change how much pressure you can absorb.
- **Limit the inputs.** Mute busy group chats, turn off non-essential notifications and take a break from the news if it is adding to the noise.
- **Say no, or not yet.** You are allowed to decline new commitments while you catch up.
- **Schedule something restoring.** A walk, a bath, music, a call with someone who makes you laugh. Rest is not a prize you earn once everything is done.

## You do not have to carry it alone

Talking about what you are holding can make it lighter. That might be a trusted friend, a family member, a colleague, or a conversation with the companion on this site when you want a calm space to think out loud. If overwhelm has become a regular part of your life, or it is affecting your sleep, appetite, work or relationships, it is worth speaking with your doctor or a licensed therapist. Feeling this way often is not something you simply have to put up with.

## If you are in crisis

Sometimes overwhelm tips into something heavier: hopelessness, thoughts of not wanting to be here, or feeling unsafe. If that is where you are right now, please reach out straight away.

- Call or text **988** to reach the Suicide & Crisis Lifeline, available 24/7
- Text **HOME** to **741741** to reach the Crisis Text Line, also 24/7
- Call **911** or your local emergency number if you are in immediate danger

You can also tap the red **Crisis Resources** button on any page of this site at any time. Reaching out is a strong and sensible thing to do.

## A gentle reminder

Overwhelm is a moment, not a verdict on who you are or how your life will go. Slow your breath, shrink the next step, and let someone in. You do not have to fix everything today. You only have to take the next small, kind step.`,
  },
  {
    id: 2,
    slug: 'mindful-breathing-techniques',
    title: 'Mindful Breathing Techniques for Calmer Days',
    subtitle: 'Five simple breathing patterns you can use anywhere to settle your body and clear your head.',
    excerpt:
      'Your breath is always with you. Learn box breathing, 4-7-8, triangle breathing, coherent breathing and counting breaths, and when each one helps.',
    author: ARTICLE_AUTHOR,
    tags: ['breathing', 'mindfulness', 'anxiety', 'stress'],
    heroImage: ARTICLE_HERO_IMAGE,
    readingTime: '6 min read',
    category: 'Wellness',
    emotion: '🍃',
    highlights: ['Box breathing basics', 'Slower, longer exhales', 'Counting breaths to ten'],
    gradient: 'linear-gradient(135deg, #e0f2fe 0%, #f0fdfa 100%)',
    date: ARTICLE_DATE,
    content: `# Mindful Breathing Techniques for Calmer Days

You breathe roughly twenty thousand times a day without thinking about it. Most of the time that is exactly how it should be. But your breath is also one of the few parts of your body's automatic machinery that you can gently steer, and when you do, the rest of you tends to follow.

When you feel tense, breathing often becomes quick and high in the chest. Slowing it down, and especially lengthening the out-breath, is a well-established way to help your body shift out of alert mode and toward rest. You do not need equipment, an app or a quiet room. You only need a minute and a little curiosity.

## Before you begin

A few simple guidelines make any breathing practice more comfortable:

- **Breathe through your nose where you can.** It naturally slows the breath down. If your nose is blocked, mouth breathing is fine.
- **Let your belly move.** Place a hand on your stomach and feel it rise as you inhale and fall as you exhale.
- **Keep it gentle.** The counts below are guides, not tests. If a count feels too long, shorten it.
- **Stop if you feel dizzy or light-headed.** Return to your normal breathing and rest for a moment.

If you have a heart or lung condition, or you are pregnant, check with your doctor before practising breath holds.

## Box breathing

Box breathing uses four equal sides, like the edges of a square. It is steady and easy to remember, which makes it a favourite for tense moments before a meeting, an exam or a difficult conversation.

1. Inhale through your nose for a count of 4.
2. Hold your breath gently for a count of 4.
3. Exhale slowly for a count of 4.
4. Hold with empty lungs for a count of 4.
5. Repeat for four to six rounds.

Some people like to trace a square with a finger or their eyes while they count, moving along one side for each step.

## 4-7-8 breathing

The 4-7-8 pattern puts extra weight on the exhale, which many people find especially settling in the evening or when they are trying to fall asleep.

1. Breathe out fully through your mouth.
2. Inhale quietly through your nose for a count of 4.
3. Hold your breath for a count of 7.
4. Exhale slowly through your mouth for a count of 8, letting the breath whoosh out.
5. Repeat for about four rounds to start.

**Go at your own speed.**

The ratio matters more than the exact seconds. If holding for seven feels like a strain, count a little faster while keeping the same 4-7-8 rhythm. The pattern often feels easier after a few days of practice.

## Triangle breathing

Triangle breathing has three equal sides instead of four, so there is no hold after the exhale. It is a lighter option if breath holds make you uncomfortable.

1. Inhale for a count of 3.
2. Hold for a count of 3.
3. Exhale for a count of 3.
4. Repeat for a minute or two.

### When it helps

Because the counts are short, triangle breathing works well when you are already a bit breathless, such as after climbing stairs or when your heart is racing. Once it feels easy, you can move on to one of the longer patterns.

## Coherent breathing

Coherent breathing, sometimes called resonant breathing, slows your breath to about six breaths per minute. There are no holds at all, just a smooth, even rhythm.

1. Sit or lie down comfortably.
2. Inhale slowly for about 5 seconds.
3. Exhale slowly for about 5 seconds.
4. Continue for 5 to 10 minutes.

This is a good everyday practice rather than an emergency tool. Try it once or twice a day, perhaps after waking up or during a lunch break. Over time, many people find that a slower, steadier rhythm becomes easier to return to when life speeds up.

## Counting breaths to ten

This technique comes from traditional meditation practice and trains your attention as much as your breathing.

1. Breathe naturally. Do not try to change the rhythm.
2. Silently count "one" on your first exhale, "two" on the next, and so on.
3. When you reach ten, start again at one.
4. If your mind wanders and you lose count, or find yourself at fourteen, simply start over at one.

**Losing count is part of the practice.**

Every time you notice you have drifted and come back to one, you are strengthening the skill of returning to the present moment. There is nothing to win here, only a gentle habit to build.

## Choosing the right technique

Different moments call for different tools. As a rough guide:

- **Before something stressful:** box breathing keeps you steady and focused.
- **Winding down for sleep:** 4-7-8 breathing and its long exhale.
- **When you feel breathless or rushed:** triangle breathing with its short, even counts.
- **As a daily reset:** coherent breathing for 5 to 10 minutes.
- **When your mind is busy:** counting breaths to ten.

You do not need to master all five. Pick one or two that feel natural and practise them when you are already fairly calm. A technique you have rehearsed on an ordinary afternoon is much easier to reach for on a hard one.

### Making it a habit

Tie your practice to something you already do every day: waiting for the kettle, sitting down at your desk, brushing your teeth, or getting into bed. Even three slow rounds at the same point each day add up over weeks.

## When breathing is not enough

Breathing exercises are helpful, but they are not a cure for everything. If anxiety or tension is showing up most days, or getting in the way of work, sleep or relationships, consider talking with your doctor or a licensed therapist. They can help you understand what is going on and find support that fits you.

If you ever feel unsafe or in crisis, reach out right away. You can call or text **988** (Suicide & Crisis Lifeline, 24/7), text **HOME** to **741741** (Crisis Text Line, 24/7), or call **911** or your local emergency number. The red **Crisis Resources** button on every page of this site lists these options too.

## A final breath

Right now, before you move on, try one slow breath in and a slightly longer breath out. Notice how your shoulders feel afterwards. That small pause is always available to you, wherever you are.`,
  },
  {
    id: 3,
    slug: 'digital-wellness-balance',
    title: 'Finding a Healthier Balance With Your Screens',
    subtitle:
      'You do not have to throw your phone away to feel more present, rested and in control of your attention.',
    excerpt:
      'Screens connect us, inform us and drain us. Learn gentle ways to notice your habits, set kind limits and build a relationship with technology that feels good.',
    author: ARTICLE_AUTHOR,
    tags: ['digital-wellness', 'mindfulness', 'habits', 'self-care'],
    heroImage: ARTICLE_HERO_IMAGE,
    readingTime: '5 min read',
    category: 'Self Care',
    emotion: '📱',
    highlights: ['Notice your scrolling triggers', 'Create phone-free zones', 'Curate what you consume'],
    gradient: 'linear-gradient(135deg, #ede9fe 0%, #e0f2fe 100%)',
    date: ARTICLE_DATE,
    content: `# Finding a Healthier Balance With Your Screens

You pick up your phone to check the time. Twenty minutes later you have read three news stories, watched a stranger renovate a kitchen, replied to two messages and still do not know what time it is. If that sounds familiar, you are in good company.

Phones, laptops and tablets are not villains. They let you talk to people you love, learn almost anything and get through a working day. But many apps are designed to hold your attention for as long as possible, and that pull can leave you feeling scattered, tired and oddly unsatisfied. A healthier balance is not about guilt or giving everything up. It is about choosing how you spend your attention rather than having it chosen for you.

## Start by noticing, not judging

Before changing anything, spend a few days simply observing your habits with curiosity.

- **Check your screen-time summary.** Most phones show which apps you use most and how often you pick the device up. Treat the numbers as information, not a grade.
- **Notice your triggers.** Do you reach for your phone when you are bored, waiting, avoiding a task, or feeling uneasy? The urge often says more about your mood than about the app.
- **Notice how you feel afterwards.** Some screen time leaves you energised or connected. Some leaves you drained or comparing yourself to others. Both are useful to know.

### A quick check-in question

When you catch yourself reaching for your phone, pause and ask: "What am I looking for right now?" Sometimes the honest answer is rest, connection or a break. Those are real needs, and there might be a more satisfying way to meet them.

## Create some friction

Habits stick when they are easy. You can make mindless scrolling a little less automatic by adding small obstacles.

1. Move your most absorbing apps off your home screen and into a folder.
2. Log out of social media on your phone so opening it takes a conscious choice.
3. Turn off all notifications that are not from actual people, such as promotions, news alerts and app suggestions.
4. Switch your screen to greyscale for part of the day. Colour is part of what makes feeds so eye-catching.
5. Use the built-in focus or downtime settings to pause certain apps during set hours.

You do not need all of these. Try one or two and see what difference they make.

## Make space for screen-free moments

Screen-free time works best when it has a clear shape. Vague intentions like "use my phone less" are hard to keep. Specific ones are easier.

**Choose phone-free zones.**

The bedroom and the dinner table are popular choices. A basic alarm clock means your phone can charge in another room overnight, which also helps protect your sleep.

**Choose phone-free times.**

The first thirty minutes after waking and the last hour before bed are good places to start. Starting the day without a flood of messages gives your mind a chance to wake up on its own terms.

**Try a mini detox.**

Once you feel ready, experiment with a few hours offline at the weekend. Go for a walk, cook something slowly, read a paper book or meet a friend. Notice what you enjoy and what you miss. Many people are surprised by how quickly the itch to check fades.

## Curate what you consume

Not all screen time is equal. An hour video-calling your sister is very different from an hour scrolling comments that make you angry. Instead of only cutting down, improve the quality of what remains.

- Unfollow or mute accounts that leave you feeling anxious, inadequate or irritable.
- Follow people and pages that teach you something, make you laugh or inspire you to get offline and do things.
- Set specific times to check the news rather than dipping in all day.
- Choose active use over passive use: messaging, creating and learning tend to feel better than endless scrolling.

### Mind the comparison trap

Online, you mostly see other people's highlights. It is easy to measure your ordinary Tuesday against someone else's holiday photos and come up short. When you notice yourself comparing, remind yourself that you are seeing a carefully chosen slice of someone's life, not the whole picture.

## Protect your focus at work and study

Constant switching between tasks and notifications makes work feel harder and more tiring than it needs to be.

- Close email and chat apps during focused work blocks and check them at set times.
- Keep only the tabs you need for the current task open.
- Use a simple timer: work for 25 to 50 minutes, then take a short break away from the screen.
- During breaks, look at something far away, stretch, or step outside rather than switching to another screen.

## Be kind to yourself along the way

Changing screen habits is not a test of willpower. Devices are built to be compelling, and slipping back into old patterns is normal. If you have a day of heavy scrolling, simply notice it and return to your intentions the next day. Criticising yourself tends to make the urge to escape into a screen stronger, not weaker.

It can also help to involve the people around you. Agree on phone-free meals with your household, or ask a friend to join you for an offline afternoon. Shared intentions are easier to keep.

## When it feels hard to stop

For most people, adjusting screen habits is a matter of small, steady changes. But if you find you cannot cut back despite wanting to, or screen use is seriously affecting your sleep, work, studies or relationships, it may help to talk to your doctor or a licensed therapist. Sometimes heavy use is a way of coping with stress or low mood, and getting support for what sits underneath can make change much easier.

## A balanced relationship with technology

The goal is not a perfect number of minutes. It is feeling that you are using your devices on purpose, for things that matter to you, and that you can put them down when you want to. Start with one small change this week, notice how it feels, and build from there. Your attention is precious, and you get to decide where it goes.`,
  },
  {
    id: 4,
    slug: 'the-power-of-positive-self-talk',
    title: 'The Power of Positive Self-Talk',
    subtitle:
      'How to turn down the volume on your inner critic and speak to yourself with honesty and warmth.',
    excerpt:
      'The way you talk to yourself shapes how you feel and what you try. Learn to notice harsh inner dialogue and replace it with something kinder and more realistic.',
    author: ARTICLE_AUTHOR,
    tags: ['self-talk', 'self-compassion', 'confidence', 'mindfulness'],
    heroImage: ARTICLE_HERO_IMAGE,
    readingTime: '5 min read',
    category: 'Self Care',
    emotion: '💬',
    highlights: ['Notice your inner critic', 'Balanced, believable thoughts', 'Talk like a friend'],
    gradient: 'linear-gradient(135deg, #fef3c7 0%, #fce7f3 100%)',
    date: ARTICLE_DATE,
    content: `# The Power of Positive Self-Talk

There is a voice you hear more than any other, all day, every day: your own. It comments on how you look, how you did in that meeting, whether you should try something new, and what people probably think of you. For many of us, that voice is far harsher than anything we would ever say out loud to someone else.

Self-talk is the running commentary in your head. It is not just background noise. The words you use with yourself influence your mood, your stress levels and the risks you feel able to take. The good news is that self-talk is a habit, and habits can be gently reshaped.

## What positive self-talk is, and is not

Positive self-talk is not about plastering a smile over real problems or repeating affirmations you do not believe. Telling yourself "everything is perfect" when it clearly is not tends to feel hollow, and it can even make you feel worse.

Instead, helpful self-talk is:

- **Honest.** It acknowledges what is actually happening, including the hard parts.
- **Kind.** It uses the tone you would use with a friend you care about.
- **Balanced.** It looks at the whole picture, not just the worst part.
- **Useful.** It points you toward what you can do next.

A useful way to think of it is moving from a critic to a coach. A critic points out everything you did wrong. A good coach is honest about mistakes but focuses on how to improve, and believes you can.

## Notice your inner critic

You cannot change a pattern you have not noticed. For a few days, pay attention to what you say to yourself, especially when something goes wrong.

### Common patterns to watch for

- **All-or-nothing thinking:** "I missed one workout, so the whole week is ruined."
- **Catastrophising:** "If this presentation goes badly, my career is over."
- **Mind reading:** "They didn't reply, so they must be annoyed with me."
- **Labelling:** "I'm so stupid" instead of "I made a mistake."
- **Should statements:** "I should be further along by now."

When you spot one of these, you do not have to argue with it right away. Simply naming it can create a little distance: "Ah, that's catastrophising again."

## Reshape the thought

Once you have noticed a harsh thought, you can experiment with a more balanced version. This simple process can help:

1. Write down the thought exactly as it appeared, for example "I always mess everything up."
2. Ask yourself whether it is completely true. Are there times you did not mess things up?
3. Ask what you would say to a close friend who said this about themselves.
4. Write a new thought that is kinder but still believable, such as "I made a mistake today, and I've handled harder things before. I can fix this."
5. Notice how your body feels with the new thought compared with the old one.

**Believability matters more than positivity.**

If "I am amazing at everything" feels false, try "I'm learning" or "I'm doing my best with what I have today." A thought you can actually accept will help far more than one you roll your eyes at.

## Small shifts that make a big difference

Some simple language changes can soften your inner voice over time.

### Add the word "yet"

"I can't do this" becomes "I can't do this yet." That one word turns a dead end into a path.

### Use your own name

Some people find it helpful to talk to themselves in the second or third person, such as "You've got this, Sam" or "Sam is nervous, and that makes sense." It can create a little distance from the emotion and make it easier to think clearly.

### Swap "have to" for "get to" or "choose to"

"I have to go to this family lunch" and "I'm choosing to go because my grandmother matters to me" describe the same event, but they feel very different.

### Replace "always" and "never"

These words rarely tell the whole truth. "I never get anything right" can become "This didn't go the way I hoped this time."

## Building the habit

Like any new skill, kinder self-talk feels awkward at first. These practices can help it stick:

- **Keep a short evening note.** Write down one thing you handled well today, however small.
- **Prepare a few go-to phrases.** Have two or three sentences ready for hard moments, like "This is tough, and I can take the next step" or "One thing at a time."
- **Catch yourself after mistakes.** These are the moments when the critic is loudest, and the best moments to practise.
- **Notice your body.** Harsh self-talk often shows up as tension. Relaxing your shoulders and taking a slow breath can make a gentler thought easier to reach.

Be patient. You have probably practised the critical voice for years. It will not vanish in a week, but it will gradually get quieter as the kinder voice gets more practice.

## When the inner voice feels too heavy

Sometimes negative self-talk is not just a habit but a sign that you are carrying more than you can manage alone. If your inner voice is constantly harsh, if you feel worthless or hopeless, or if these thoughts are getting in the way of daily life, please talk to your doctor or a licensed therapist. Approaches like cognitive behavioural therapy work directly with patterns of thinking and can be very helpful.

If your thoughts turn to harming yourself, or you feel you cannot keep yourself safe, reach out right now:

- Call or text **988** for the Suicide & Crisis Lifeline, 24/7
- Text **HOME** to **741741** for the Crisis Text Line, 24/7
- Call **911** or your local emergency number in an emergency

The red **Crisis Resources** button on every page of this site is there whenever you need it.

## Speak to yourself like someone you love

You will spend your whole life in conversation with yourself. It is worth making that conversation a supportive one. The next time something goes wrong, pause and ask: "What would I say to a friend right now?" Then offer yourself those same words. You deserve them just as much.`,
  },
  {
    id: 5,
    slug: 'a-simple-gratitude-practice',
    title: 'A Simple Gratitude Practice',
    subtitle:
      'Small, honest moments of appreciation can shift how you see your days without ignoring what is hard.',
    excerpt:
      'Gratitude is less about forced positivity and more about noticing what is quietly good. Here is an easy, realistic way to make it part of your routine.',
    author: ARTICLE_AUTHOR,
    tags: ['gratitude', 'mindfulness', 'habits', 'emotional-health'],
    heroImage: ARTICLE_HERO_IMAGE,
    readingTime: '5 min read',
    category: 'Wellness',
    emotion: '🌻',
    highlights: ['Three good things', 'Specific beats general', 'Say thank you'],
    gradient: 'linear-gradient(135deg, #fef9c3 0%, #dcfce7 100%)',
    date: ARTICLE_DATE,
    content: `# A Simple Gratitude Practice

Your mind is very good at spotting problems. That is not a flaw. For most of human history, noticing the rustle in the bushes mattered more than noticing the sunset. But in everyday modern life, this built-in focus on what is wrong can crowd out everything that is quietly going right.

Gratitude is the practice of deliberately noticing and appreciating the good things in your life, big and small. Research on gratitude practices suggests they can lift mood, strengthen relationships and help people feel more satisfied with their lives. Best of all, it takes only a few minutes a day and costs nothing.

## What gratitude is, and what it is not

Gratitude is sometimes misunderstood as pretending everything is fine, or feeling guilty for being unhappy when "others have it worse." That is not what this practice is about.

**Gratitude sits alongside difficulty, not instead of it.**

You can be worn out by a demanding job and grateful for a colleague who makes you laugh. You can be worried about a family member and grateful for the sunshine on your walk. Real gratitude does not erase hard feelings. It simply widens the frame so that the hard things are not the only things you see.

If a gratitude practice ever starts to feel like a way of scolding yourself for struggling, set it aside for a while. It is meant to support you, not shame you.

## The three good things practice

This is one of the simplest and most widely used gratitude exercises.

1. At the end of each day, take a notebook or open a note on your phone.
2. Write down three things that went well or that you appreciated today.
3. For each one, add a sentence about why it happened or why it mattered to you.
4. Do this every evening for a week, then notice how you feel.

The "why" step is important. Writing "my friend texted me" is good. Writing "my friend texted me because she remembered I had a big appointment, and it made me feel cared for" helps you really take the moment in.

### Specific beats general

"I'm grateful for my family" is lovely, but after a few days it can start to feel like a formula. Try to find something specific and new each day:

- The smell of coffee when you walked into the kitchen
- A stranger holding the door when your hands were full
- Finishing a task you had been putting off
- A song that came on at exactly the right moment
- Your body carrying you up the stairs
- A warm bed at the end of a long day

Small details keep the practice fresh and train your attention to notice good moments as they happen, not just when you sit down to write.

## Other ways to practise gratitude

Journaling is not for everyone. Here are some alternatives you can mix and match.

### A gratitude pause

Pick a moment you already repeat every day, like your first sip of tea or sitting down to lunch. Use it as a cue to take one slow breath and name one thing you appreciate right now.

### A gratitude walk

On a short walk, look for things you might normally pass by: a tree changing colour, a dog clearly enjoying itself, the feel of fresh air. Let yourself slow down and enjoy them.

### A gratitude jar

Write good moments on small slips of paper and drop them into a jar. On a hard day, or at the end of the month, read them back. It can be surprisingly moving to see how many good things you would otherwise have forgotten.

### Saying thank you

Gratitude grows when you share it. Tell someone specifically what you appreciate about them: "Thank you for listening last night. It really helped." Some people write a longer letter to someone who made a difference in their life and, if it feels right, read it to them. Expressing appreciation tends to strengthen the bond for both people.

## Making it stick

Like any habit, gratitude is easier when it is attached to something you already do.

- **Keep it short.** Two or three minutes is plenty. A practice you enjoy will last longer than an ambitious one you dread.
- **Link it to a routine.** Write your three things while brushing your teeth, or share them with your family at dinner.
- **Vary it.** If journaling starts to feel stale, switch to a gratitude walk or a thank-you message for a while.
- **Go easy on yourself.** Missing a day does not undo anything. Just pick it up again.

Some people find a few times a week feels more meaningful than every day. Experiment and find a rhythm that suits you.

## Gratitude on hard days

There will be days when finding three good things feels almost impossible. On those days, lower the bar. Maybe the good thing is that you made it through the day, that you had a glass of water, or that the day is nearly over and tomorrow is a fresh start. That still counts.

If you notice that you rarely feel any sense of enjoyment or appreciation for weeks at a time, that is worth taking seriously. A persistent low mood is not something you can simply journal your way out of. Speaking with your doctor or a licensed therapist can help you understand what is going on and what support might help.

## A practice that grows over time

Gratitude is not a switch that instantly changes how you feel. It is more like tending a small garden. Each time you notice something good, you strengthen the habit of noticing. Over weeks and months, many people find that the good moments start to stand out on their own, even on ordinary days.

Tonight, before you go to sleep, try it once. Think of three good things from today, however small, and why they mattered. That is all it takes to begin.`,
  },
  {
    id: 6,
    slug: 'managing-everyday-stress',
    title: 'Managing Everyday Stress',
    subtitle: 'Practical ways to ease the daily pressure before it builds into something bigger.',
    excerpt:
      'A little stress is part of life, but constant pressure wears you down. Learn to spot your stress signals and build small habits that help you recover.',
    author: ARTICLE_AUTHOR,
    tags: ['stress', 'self-care', 'breathing', 'habits'],
    heroImage: ARTICLE_HERO_IMAGE,
    readingTime: '5 min read',
    category: 'Wellness',
    emotion: '🌿',
    highlights: ['Know your stress signals', 'Control what you can', 'Build recovery time'],
    gradient: 'linear-gradient(135deg, #dcfce7 0%, #ccfbf1 100%)',
    date: ARTICLE_DATE,
    content: `# Managing Everyday Stress

Traffic that makes you late. A full inbox. A child who will not put their shoes on. A bill that is bigger than you expected. Most stress does not come from one dramatic event but from a steady drip of small pressures that add up over the day.

Some stress is normal and even useful. It sharpens your focus before a deadline and gives you energy to rise to a challenge. The trouble starts when the pressure is constant and there is no time to recover. Then stress can show up as tiredness, irritability, poor sleep and a shorter fuse with the people around you.

You cannot remove every source of stress from your life. But you can learn to recognise it earlier, respond to it more calmly, and build in the recovery time your body and mind need.

## How stress shows up

Stress affects your whole self, not just your thoughts. Learning your personal warning signs helps you act before things pile up.

### In your body

- Tight shoulders, neck or jaw
- Headaches or an unsettled stomach
- Shallow, quick breathing
- Trouble falling asleep or waking up too early
- Feeling tired even after rest

### In your mind and mood

- Racing thoughts or difficulty concentrating
- Feeling irritable, impatient or tearful
- Worrying about things that would not usually bother you
- Forgetting things or feeling scattered

### In your behaviour

- Snapping at people, or withdrawing from them
- Reaching for more caffeine, sugar, alcohol or screen time
- Putting things off, or overworking to keep control

Everyone's pattern is different. Take a moment to think about which signs appear first for you. Those are your early alarm bells.

## Quick resets for stressful moments

When stress spikes, a few simple techniques can take the edge off within minutes.

**Breathe slowly.**

Try box breathing: inhale for a count of 4, hold for 4, exhale for 4, hold for 4, and repeat a few times. Or simply make your exhale a little longer than your inhale. Slowing your breathing is one of the fastest ways to ease the body's stress response.

**Move your body.**

A brisk five-minute walk, a few stretches or shaking out your hands and arms can help burn off some of the physical tension that stress creates.

**Ground yourself.**

Notice five things you can see, four you can hear, three you can touch. This pulls your attention away from spiralling thoughts and into the present moment.

**Step away.**

If you can, take a short break from whatever is stressing you. Even two minutes in another room, or looking out of a window, can help you return with a clearer head.

## Focus on what you can control

Much of the stress we feel comes from trying to control things that are out of our hands. A simple sorting exercise can help.

1. Write down everything that is currently stressing you.
2. Divide the list into two columns: things you can influence, and things you cannot.
3. For the things you can influence, choose one small, concrete action for each.
4. For the things you cannot, practise letting go a little. You might say to yourself, "This is not mine to fix right now."

This does not make the uncontrollable things disappear, but it helps you put your energy where it can actually make a difference.

## Build habits that protect you

Quick resets help in the moment. Daily habits help you build a buffer so that stress does not knock you over as easily.

### Sleep

Stress and poor sleep feed each other. Aim for a regular bedtime and wake time, and give yourself a wind-down period without work or bright screens before bed.

### Movement

Regular physical activity is one of the most reliable ways to manage stress. It does not need to be intense. Walking, dancing in your kitchen, gardening or gentle yoga all count.

### Food and drink

Regular meals help keep your energy steady. Be mindful of caffeine, especially in the afternoon, and of relying on alcohol to unwind, since both can disturb sleep and mood.

### Connection

Talking to people you trust is a powerful buffer against stress. Sharing what is on your mind often makes it feel lighter, and others may have ideas you had not thought of.

### Recovery time

Schedule small pockets of rest in your day, not just at the weekend. A proper lunch break, ten minutes of reading, or a short walk after work gives your nervous system a chance to reset.

## Rethink the story you tell yourself

How you interpret a situation shapes how stressful it feels. When you notice stress rising, try asking:

- Is this as urgent as it feels right now?
- Will this matter in a week? In a year?
- What would I tell a friend in this situation?
- What is one thing I can do next?

These questions are not about dismissing real problems. They simply help you respond from a calmer, clearer place.

## Know when to get more support

If stress feels constant, if it is affecting your health, sleep, work or relationships, or if your usual ways of coping are no longer working, talk with your doctor or a licensed therapist. Ongoing stress is very common, and getting support early can stop it from becoming harder to manage.

If stress ever turns into a sense of crisis, hopelessness or thoughts of harming yourself, please reach out immediately:

- Call or text **988** to reach the Suicide & Crisis Lifeline, 24/7
- Text **HOME** to **741741** to reach the Crisis Text Line, 24/7
- Call **911** or your local emergency number if you are in danger

You can also use the red **Crisis Resources** button on any page of this site.

## Small steps, steady progress

Managing stress is not about becoming someone who never feels pressure. It is about having a few reliable tools, noticing your early warning signs, and treating rest as a necessity rather than a luxury. Pick one idea from this article to try this week. Small changes, practised regularly, can make everyday life feel noticeably lighter.`,
  },
  {
    id: 7,
    slug: 'setting-healthy-boundaries',
    title: 'Setting Healthy Boundaries',
    subtitle: 'Clear, kind limits protect your energy and make your relationships stronger, not weaker.',
    excerpt:
      'Boundaries are not walls; they are the guidelines that let you stay close to people without losing yourself. Learn how to set them with clarity and care.',
    author: ARTICLE_AUTHOR,
    tags: ['boundaries', 'relationships', 'communication', 'self-care'],
    heroImage: ARTICLE_HERO_IMAGE,
    readingTime: '6 min read',
    category: 'Relationships',
    emotion: '🏡',
    highlights: ['Notice resentment as signal', 'Clear, kind language', 'Follow through gently'],
    gradient: 'linear-gradient(135deg, #ffe4e6 0%, #fef3c7 100%)',
    date: ARTICLE_DATE,
    content: `# Setting Healthy Boundaries

You said yes to helping a friend move when you badly needed a rest day. You answered work messages at ten at night, again. You listened to a relative criticise your choices and said nothing, then felt drained for days. If moments like these sound familiar, you may be ready to think about boundaries.

A boundary is simply a limit that tells others, and yourself, what you are and are not comfortable with. Healthy boundaries protect your time, energy, feelings and values. They are not about controlling other people or pushing them away. They are about being honest regarding what you need so that your relationships can be built on respect rather than quiet resentment.

## Why boundaries matter

Without boundaries, it is easy to end up saying yes to everything and everyone, until there is little left for yourself. Over time that can lead to exhaustion, frustration and a sense of losing track of who you are.

With healthy boundaries, you are more likely to:

- Feel calmer and less resentful in your relationships
- Have energy for the people and things that matter most
- Trust yourself to speak up when something does not feel right
- Build relationships where both people feel respected

Boundaries also help the people around you. When you are clear about what works for you, they do not have to guess.

## Types of boundaries

Boundaries come in many forms. Thinking about them in categories can help you spot where you might need one.

### Time boundaries

How you spend your hours, such as not taking work calls at weekends or limiting how long you stay at a gathering.

### Emotional boundaries

Protecting your emotional energy, such as not being the only person a friend vents to every day, or choosing not to discuss certain topics.

### Physical boundaries

Your personal space and body, including how you like to be greeted and how much touch feels comfortable.

### Digital boundaries

How and when you are reachable, what you share online, and whether others can post photos of you.

### Material boundaries

Your money and belongings, such as whether you lend things and on what terms.

## Recognising where you need a boundary

**Resentment is often the first clue.**

If you notice a recurring feeling of irritation, dread or being taken for granted around a particular person or situation, that is a signal worth listening to. Other signs include feeling exhausted after certain interactions, agreeing to things and then regretting it, or feeling that you cannot be yourself around someone.

Ask yourself: "What do I need here that I am not getting?" The answer often points directly to the boundary.

## How to set a boundary

Setting boundaries gets easier with practice. These steps can help you prepare.

1. **Get clear on what you need.** Be specific. "I need more respect" is hard to act on. "I need you to knock before coming into my room" is clear.
2. **Keep it simple.** You do not need a long explanation or justification. A short, calm statement is usually more effective.
3. **Use "I" statements.** Focus on your needs rather than the other person's faults. "I need some quiet time after work before we talk about plans" lands better than "You always bombard me."
4. **Choose your moment.** Where possible, raise it at a calm time rather than in the middle of an argument.
5. **Decide what you will do if it is not respected.** A boundary is about your own actions. You cannot force someone to change, but you can choose how you respond.

### Example phrases

- "I'm not able to take that on right now."
- "I'm happy to talk about this, but not when we're both shouting. Let's take a break and come back to it."
- "I don't answer work messages after 7pm. I'll reply first thing tomorrow."
- "I'd rather not discuss my weight. Can we talk about something else?"
- "I can stay until nine, then I need to head home."

Notice that these are polite, clear and short. You can be kind and firm at the same time.

## When people push back

Not everyone will welcome your boundaries, especially if they are used to you always saying yes. They may be surprised, disappointed or even annoyed. That is understandable, and it does not mean you did something wrong.

**Stay calm and repeat yourself.**

You do not need to argue or over-explain. Calmly restating the boundary, perhaps in the same words, is often enough: "I understand you're disappointed. I'm still not able to do it this time."

**Follow through.**

If you said you would leave the conversation when it turned to shouting, leave. Consistency shows that you mean what you say.

**Expect some discomfort.**

Feeling guilty after setting a boundary is very common, particularly if you grew up feeling responsible for everyone else's feelings. Guilt does not mean you were wrong. It often just means you are doing something new.

## Boundaries with yourself

Some of the most important boundaries are the ones you set with yourself: going to bed at a reasonable time, not checking email during dinner, or not agreeing to something before you have had time to think. Treat these commitments with the same respect you would give a promise to a friend.

## Respecting other people's boundaries

Healthy boundaries work both ways. When someone tells you no, or asks for space, try to receive it without taking it personally. Thank them for being honest. Respecting others' limits makes it easier for them to respect yours.

## When a relationship feels unsafe

Boundaries work best in relationships where both people care about each other's wellbeing. If someone responds to your boundaries with threats, intimidation or violence, or you feel unsafe or in crisis, your safety comes first. Call **911** or your local emergency number if you are in immediate danger. You can also call or text **988** (Suicide & Crisis Lifeline, 24/7) or text **HOME** to **741741** (Crisis Text Line, 24/7) to talk with someone right away, and the red **Crisis Resources** button on every page of this site lists these options. A licensed therapist can also help you think through difficult relationships and plan next steps.

## A practice, not a performance

You do not have to get boundaries perfect. Start small, with lower-stakes situations, and build from there. Each time you honour your own needs, you teach yourself that they matter. Over time, boundaries stop feeling like confrontations and start feeling like a natural, caring part of how you relate to others, and to yourself.`,
  },
  {
    id: 8,
    slug: 'understanding-emotional-intelligence',
    title: 'Understanding Emotional Intelligence',
    subtitle:
      'The everyday skills of noticing, understanding and handling emotions, in yourself and in others.',
    excerpt:
      'Emotional intelligence is not a fixed trait; it is a set of skills you can grow. Learn what it involves and simple ways to practise it in your relationships.',
    author: ARTICLE_AUTHOR,
    tags: ['emotional-intelligence', 'relationships', 'communication', 'self-awareness'],
    heroImage: ARTICLE_HERO_IMAGE,
    readingTime: '5 min read',
    category: 'Relationships',
    emotion: '💛',
    highlights: ['Name feelings precisely', 'Pause before reacting', 'Listen to understand'],
    gradient: 'linear-gradient(135deg, #fef9c3 0%, #ffedd5 100%)',
    date: ARTICLE_DATE,
    content: `# Understanding Emotional Intelligence

Think of someone you know who seems to handle people well. They stay steady when things get tense, they notice when a friend is quietly upset, and they can disagree without making anyone feel small. Chances are, what you are noticing is emotional intelligence.

Emotional intelligence is the ability to recognise, understand and manage your own emotions, and to recognise and respond thoughtfully to the emotions of others. It is not about being "nice" all the time or hiding how you feel. It is about understanding feelings well enough to use them as information rather than being pushed around by them.

The encouraging part is that emotional intelligence is not something you either have or lack. It is a set of skills, and like any skill, it grows with practice.

## The core skills

Emotional intelligence is often described as a handful of connected abilities. You will probably notice that you are stronger in some than others. That is normal.

### Self-awareness

Noticing what you are feeling as it happens and understanding why. It includes recognising how your emotions affect your thoughts and behaviour, and knowing your own strengths and sore spots.

### Self-management

Handling your emotions in healthy ways. This does not mean suppressing them. It means being able to pause, calm yourself when needed, and choose how to respond rather than reacting on autopilot.

### Motivation

Using your emotions to move toward what matters to you, staying with a goal even when it gets frustrating, and bouncing back after setbacks.

### Empathy

Sensing and understanding what other people are feeling, even when they do not say it directly, and caring about their perspective.

### Social skills

Communicating clearly, listening well, working through disagreements and building trust with others.

## Building self-awareness

Everything else rests on self-awareness. If you cannot notice what you are feeling, it is hard to manage it or to understand others.

**Name your feelings precisely.**

Many of us default to a few broad words: fine, stressed, annoyed, good. Try reaching for more precise ones. Are you annoyed, or actually disappointed? Stressed, or more specifically anxious about one conversation? The more precisely you can name a feeling, the easier it is to understand what it needs.

**Check in with your body.**

Emotions often show up physically before you consciously notice them: a tight chest, clenched fists, a heavy feeling in your stomach. A quick body scan a few times a day can help you catch emotions early.

**Look for patterns.**

Notice which situations, people or times of day tend to bring up strong reactions. A short note in your phone at the end of the day, such as "felt defensive in the team meeting when my idea was questioned," can reveal useful patterns over time.

## Practising self-management

Once you notice an emotion, you have a choice about what to do with it. These steps can help in heated moments.

1. **Pause.** Take a slow breath before you speak or act. Even a few seconds can change your response.
2. **Name it.** Silently say to yourself, "I'm feeling frustrated right now."
3. **Get curious.** Ask what the emotion is telling you. Frustration might mean a need is not being met or a boundary has been crossed.
4. **Choose your response.** Decide what would actually help: speaking up calmly, taking a break, asking a question, or letting it go.

If you need more time, it is perfectly fine to say, "I want to think about this before I respond. Can we talk later today?"

## Growing empathy

Empathy is the bridge between your emotional world and someone else's. You can strengthen it with a few habits.

- **Listen to understand, not to reply.** Give someone your full attention without planning your answer while they talk.
- **Notice the unspoken.** Tone of voice, posture and facial expressions often say as much as words.
- **Reflect back what you hear.** "It sounds like you felt left out when they made plans without you." This shows you are trying to understand, and gives them a chance to correct you.
- **Stay curious about differences.** Someone may react very differently than you would in the same situation. Ask about their experience rather than assuming.

Empathy does not mean you have to agree with someone or fix their problem. Often, simply feeling understood is what a person needs most.

## Emotional intelligence in relationships

In close relationships, these skills make a real difference.

### During disagreements

Focus on the issue, not the person. Describe how something affected you instead of labelling the other person. Take breaks when emotions run high, and come back when you are both calmer.

### When someone is upset

Resist the urge to immediately cheer them up or solve the problem. Try acknowledging their feelings first: "That sounds really hard." Then ask what would help.

### In everyday moments

Notice and name the good things too. "I really appreciated you making dinner tonight" builds warmth and trust over time.

## Common myths

- **Myth: Emotionally intelligent people are always calm.** In reality, they feel the full range of emotions. They are simply better at understanding and handling them.
- **Myth: It means being soft.** Emotional intelligence often involves honest, sometimes difficult conversations, held with care.
- **Myth: You are born with it.** Temperament plays a part, but these skills can be learned at any age.

## Start small

You do not need to work on every skill at once. Choose one to focus on this week. You might practise naming your feelings more precisely, or pausing for one breath before responding in a tense moment. If you find certain emotions especially hard to understand or manage, a licensed therapist can be a helpful guide.

Emotional intelligence is not about becoming a different person. It is about getting to know yourself and others a little better, one conversation at a time.`,
  },
  {
    id: 9,
    slug: 'sleep-and-emotional-wellbeing',
    title: 'Sleep and Emotional Wellbeing',
    subtitle: 'Why rest and mood are so closely linked, and gentle ways to sleep a little better.',
    excerpt:
      'A rough night can make everything feel harder. Learn how sleep and emotions affect each other, and simple habits that support more restful nights.',
    author: ARTICLE_AUTHOR,
    tags: ['sleep', 'self-care', 'stress', 'habits'],
    heroImage: ARTICLE_HERO_IMAGE,
    readingTime: '6 min read',
    category: 'Self Care',
    emotion: '🌙',
    highlights: ['Keep a steady rhythm', 'Wind down gently', 'Morning light helps'],
    gradient: 'linear-gradient(135deg, #e0e7ff 0%, #f3e8ff 100%)',
    date: ARTICLE_DATE,
    content: `# Sleep and Emotional Wellbeing

You have probably noticed it yourself. After a good night's sleep, small problems feel manageable and people seem easier to be around. After a poor one, everything feels heavier: the to-do list looks impossible, minor annoyances sting, and your patience runs out early.

That is not your imagination. Sleep and emotions are deeply connected. Looking after your sleep is one of the most practical things you can do for your emotional wellbeing, and looking after your emotional wellbeing can, in turn, help you sleep better.

## How sleep and mood affect each other

While you sleep, your brain and body do important restorative work. Sleep helps you process the events and feelings of the day, consolidate memories and recharge your ability to focus and cope.

When you do not get enough rest, it tends to become harder to regulate your emotions. You may react more strongly to stress, feel more irritable or anxious, and find it harder to see things in perspective.

It works the other way too. Worry, stress and low mood can make it hard to fall asleep or stay asleep. This can create a cycle: stress disturbs sleep, poor sleep makes stress harder to handle, and so on. The good news is that small improvements at any point in the cycle can help it turn in a better direction.

## How much sleep do you need?

Most adults need at least seven hours of sleep a night, although individual needs vary. Teenagers and children need more. Quality matters as much as quantity. Waking up often or sleeping very lightly can leave you tired even if you spent long enough in bed.

**A simple check:** if you regularly wake up tired, rely on caffeine to get through the day, or fall asleep quickly whenever you sit still, you may not be getting the rest you need.

## Habits that support better sleep

No single habit is a magic fix, but together these changes can make a real difference. Pick one or two to start with.

### Keep a steady rhythm

Going to bed and getting up at roughly the same time every day, including weekends, helps set your body clock. A consistent wake time is especially helpful, even after a poor night.

### Get morning light

Natural light in the morning helps tell your body it is daytime, which in turn supports feeling sleepy at night. Try to get outside, or sit near a bright window, soon after waking.

### Create a wind-down routine

Give yourself thirty to sixty minutes before bed to shift gears. A simple routine might look like this:

1. Dim the lights around your home.
2. Put your phone and laptop away, or at least switch to something calm.
3. Take a warm shower or bath.
4. Read something light for a while.
5. Finish with a few minutes of gentle stretching or slow breathing.

Doing the same things in the same order each night can become a signal to your body that sleep is coming.

### Make your bedroom sleep-friendly

A cool, dark and quiet room is usually best. Blackout curtains, an eye mask or earplugs can help. If possible, keep your bed for sleep and rest rather than work or scrolling.

### Watch caffeine, alcohol and late meals

Caffeine can stay in your system for many hours, so many people sleep better if they avoid it from early afternoon. Alcohol may make you drowsy at first, but it tends to disrupt sleep later in the night. Large, heavy meals close to bedtime can also make it harder to settle.

### Move during the day

Regular physical activity can support better sleep. Just try to finish vigorous exercise a few hours before bedtime if you find it leaves you feeling wired.

## When your mind will not switch off

Lying awake with racing thoughts is one of the most common sleep problems, and one of the most frustrating. These techniques can help.

**Write it down earlier in the evening.**

An hour or two before bed, spend ten minutes writing down what is on your mind and any next steps. This can help your brain let go of the need to keep rehearsing it.

**Try slow breathing.**

The 4-7-8 pattern is a popular choice at bedtime: inhale for a count of 4, hold for 7, exhale for 8. Repeat about four times. Or simply breathe in for 4 and out for 6, letting your body grow heavier with each exhale.

**Relax your body piece by piece.**

Starting with your toes, gently tense each muscle group for a few seconds and then release it, working up to your face. Notice the difference between tension and relaxation.

**Get up if you cannot sleep.**

If you have been lying awake for what feels like twenty minutes or so, get up and do something quiet and dull in dim light, such as reading a few pages or folding laundry. Return to bed when you feel sleepy. This helps your mind keep linking bed with sleep rather than with frustration.

### Be gentle with yourself

Trying too hard to sleep can backfire. Instead of "I must fall asleep now," try "I'm resting my body, and that is helpful too." Taking the pressure off often makes sleep come more easily.

## When to talk to a doctor

Occasional bad nights are part of life. But if sleep problems last for several weeks, affect your daytime life, or come with loud snoring, gasping or pauses in breathing during sleep, talk to your doctor. It is also worth seeking help if changes in your sleep go along with persistent low mood, worry or loss of interest in things you usually enjoy. A doctor or licensed therapist can help you understand what is going on and explore options that suit you.

## If you are struggling right now

Long, sleepless nights can sometimes bring heavy thoughts to the surface. If you are in distress or having thoughts of harming yourself, you do not have to wait until morning to reach out:

- Call or text **988** for the Suicide & Crisis Lifeline, available 24/7
- Text **HOME** to **741741** for the Crisis Text Line, also 24/7
- Call **911** or your local emergency number if you are in immediate danger

The red **Crisis Resources** button on every page of this site is always there too.

## Rest as an act of care

Sleep is not a luxury or a sign of laziness. It is a foundation for feeling steady, patient and able to cope. Choose one small change this week, such as a regular wake time or a screen-free last half hour, and see how it feels. Over time, better nights can lead to gentler, more balanced days.`,
  },
  {
    id: 10,
    slug: 'mindfulness-meditation-for-beginners',
    title: 'Mindfulness Meditation for Beginners',
    subtitle: 'A friendly, no-pressure introduction to sitting with your breath and your thoughts.',
    excerpt:
      'You do not need to empty your mind to meditate. Learn what mindfulness really is, how to start with just a few minutes, and what to do when your mind wanders.',
    author: ARTICLE_AUTHOR,
    tags: ['mindfulness', 'meditation', 'breathing', 'stress'],
    heroImage: ARTICLE_HERO_IMAGE,
    readingTime: '5 min read',
    category: 'Wellness',
    emotion: '🧘',
    highlights: ['Start with five minutes', 'Wandering is normal', 'Return with kindness'],
    gradient: 'linear-gradient(135deg, #f0fdfa 0%, #ede9fe 100%)',
    date: ARTICLE_DATE,
    content: `# Mindfulness Meditation for Beginners

Many people imagine meditation as sitting perfectly still with a completely blank mind. Then they try it, notice their thoughts bouncing from lunch plans to an awkward conversation from years ago, and decide they are simply "bad at meditating."

Here is the reassuring truth: a busy mind is not a sign of failure. It is the starting point for everyone. Mindfulness meditation is not about stopping your thoughts. It is about noticing where your attention has gone and gently bringing it back, again and again, without judging yourself.

## What is mindfulness?

Mindfulness means paying attention to the present moment, on purpose, with an attitude of openness and kindness. It means noticing what is happening right now, including your breath, your body, sounds, thoughts and feelings, without immediately trying to change it or label it good or bad.

Meditation is one way of practising mindfulness. Regular practice can help many people feel calmer, focus better and respond to stress with a little more space between what happens and how they react.

## Getting ready

You do not need special equipment or a perfectly quiet room. A few simple choices will help you get started.

- **Choose a time.** Morning, lunchtime or before bed all work. Consistency matters more than the time itself.
- **Find a spot.** Sit on a chair, a cushion or the edge of your bed. You can also lie down, though you may find it easier to drift off.
- **Set a gentle timer.** Start with five minutes. That is plenty.
- **Get comfortable.** Sit upright but not stiff, with your hands resting in your lap. Close your eyes or let your gaze rest softly on the floor.

## A simple breath meditation

This basic practice is a good place to begin.

1. Settle into your position and take a couple of slightly deeper breaths, then let your breathing return to its natural rhythm.
2. Bring your attention to the sensation of breathing. You might notice the air at your nostrils, your chest rising and falling, or your belly expanding and softening.
3. Rest your attention on those sensations. There is no need to control your breath. Just notice it.
4. Sooner or later, your mind will wander to a thought, a sound or a feeling. This is completely normal.
5. When you realise your mind has wandered, gently note where it went, such as "thinking" or "planning," and guide your attention back to the breath.
6. Repeat this as many times as needed until your timer sounds.
7. Before opening your eyes, take a moment to notice how you feel.

**The moment you notice your mind has wandered is the moment of mindfulness.**

Each return to the breath is like a repetition at the gym. You are not failing when you drift. You are practising.

## Counting breaths

If you find it hard to stay with the breath, counting can give your mind something to hold onto.

1. Breathe naturally.
2. Silently count "one" on the exhale, "two" on the next exhale, and continue.
3. When you reach ten, start again at one.
4. If you lose count or notice you have drifted, simply start over at one.

Do not worry if you rarely reach ten at first. Starting over is part of the practice, not a mistake.

## Other ways to practise

### Body scan

Lying down or sitting, slowly move your attention through your body from your toes to the top of your head. Notice sensations such as warmth, tingling, tension or nothing at all, without trying to change them.

### Mindful listening

Close your eyes and notice the sounds around you: near and far, loud and soft. Let them come and go without naming or judging them.

### Everyday mindfulness

You can bring mindful attention to ordinary activities: washing dishes, brushing your teeth, drinking tea or walking. Notice the sensations, smells and movements as if for the first time.

## Common challenges

### "I can't stop thinking"

You are not meant to. Thoughts will keep arising. The practice is noticing them and returning, not clearing them away.

### "I feel restless or bored"

That is common. Try noticing the restlessness itself: where do you feel it in your body? Shorter sessions or walking meditation can also help.

### "I keep falling asleep"

Try sitting more upright, meditating at a different time of day, or keeping your eyes slightly open.

### "I don't have time"

Even one minute counts. Three mindful breaths before a meeting or while waiting for the kettle is a real practice.

## Building a habit

- Link meditation to something you already do each day, like your morning coffee.
- Keep sessions short at first and increase gradually if you want to.
- Track your practice with a simple tick on a calendar.
- Be flexible. If you miss a day, just start again the next.

Guided recordings can be helpful at the beginning, so you have a calm voice leading you through each step.

## A note of care

For most people, mindfulness is gentle and helpful. Occasionally, though, sitting quietly can bring up difficult memories or strong emotions. If that happens, it is fine to open your eyes, move your body, focus on something around you, or stop the practice for now. If meditation regularly brings up painful experiences, consider exploring it with the support of a licensed therapist who can guide you safely.

Mindfulness is also not a replacement for professional care. If you are going through a period of intense distress, please reach out for support. You can call or text **988** (Suicide & Crisis Lifeline, 24/7), text **HOME** to **741741** (Crisis Text Line, 24/7), or call **911** or your local emergency number in an emergency. The red **Crisis Resources** button on every page of this site is always available.

## Be kind to yourself

There is no perfect meditation. Some sessions will feel calm and spacious. Others will feel scattered and restless. Both are valuable. What matters is showing up and meeting whatever you find with a little patience and kindness.

Why not try it now? Set a timer for five minutes, close your eyes, and simply notice your breath coming in and going out. Wherever your mind goes, you can always come back.`,
  },
  {
    id: 11,
    slug: 'building-quiet-confidence',
    title: 'Building Quiet Confidence',
    subtitle:
      'Real confidence is not loud or flawless; it is a steady trust in yourself that grows through small actions.',
    excerpt:
      'Confidence is not something you either have or lack. Discover how small, steady actions and a kinder inner voice can help you trust yourself more.',
    author: ARTICLE_AUTHOR,
    tags: ['confidence', 'self-talk', 'self-compassion', 'habits'],
    heroImage: ARTICLE_HERO_IMAGE,
    readingTime: '5 min read',
    category: 'Self Care',
    emotion: '🌱',
    highlights: ['Action before feeling', 'Keep small promises', 'Learn from setbacks'],
    gradient: 'linear-gradient(135deg, #ecfccb 0%, #ccfbf1 100%)',
    date: ARTICLE_DATE,
    content: `# Building Quiet Confidence

When people picture confidence, they often imagine someone loud and certain: the person who commands a room, never hesitates and always seems to know what to say. If that is not you, it is easy to conclude that confidence is something other people were born with.

But there is another kind of confidence, and it is available to everyone. Quiet confidence is a steady, grounded trust in yourself. It does not need to be the centre of attention or get everything right. It is the feeling of "I can handle this, and even if I stumble, I'll be okay." And unlike the showy kind, it can be built step by step.

## What confidence really is

Confidence is not the absence of fear or doubt. Even people who look completely at ease often feel nervous before a big moment. The difference is that they have learned they can feel nervous and still act.

Quiet confidence tends to rest on three things:

- **Self-trust:** believing you can cope with what comes your way
- **Self-acceptance:** feeling reasonably okay about who you are, including your imperfections
- **Experience:** a growing collection of evidence that you can try things and survive the outcome

The last point is especially important. Confidence usually follows action, not the other way round. Waiting until you feel confident before trying something often means waiting forever.

## Start with small promises

One of the most reliable ways to build self-trust is keeping small promises to yourself.

1. Choose something small and realistic, such as a ten-minute walk, drinking a glass of water when you wake, or sending one email you have been avoiding.
2. Commit to doing it, and then do it.
3. Notice that you followed through, and give yourself credit.
4. Gradually increase the challenge as it starts to feel easy.

Each kept promise is a small piece of evidence that you can rely on yourself. Over time, these pieces add up.

## Step gently outside your comfort zone

Confidence grows when you do things that feel slightly uncomfortable and discover you can manage them. The key word is slightly. Leaping into something terrifying can backfire, while avoiding every challenge keeps your world small.

### Build a ladder

Make a list of situations that make you nervous, from mildly uneasy to very scary. For example, if speaking up is hard for you:

- Asking a shop assistant a question
- Sharing an opinion with a close friend
- Making one comment in a small meeting
- Asking a question in a larger group
- Giving a short presentation

Start at the bottom and work your way up at your own pace. Stay on each step until it feels manageable before moving on.

## Quiet your inner critic

How you talk to yourself has a big effect on how confident you feel. If your inner voice constantly points out your flaws, it is hard to feel sure of yourself.

**Catch the critic in the act.**

When you notice thoughts like "I'm going to embarrass myself" or "Everyone else is better at this," pause and ask whether they are entirely true. What evidence do you have against them?

**Replace harsh with helpful.**

Instead of "I'm terrible at this," try "I'm still learning, and I'm improving." Instead of "They'll think I'm stupid," try "I might feel nervous, and I can still share my idea."

**Notice your strengths.**

Many of us overlook what we do well. Ask a trusted friend what they appreciate about you, or write down three things you have handled well recently. Keep the list somewhere you can revisit it.

## Reframe mistakes and setbacks

Fear of failure is one of the biggest barriers to confidence. But every capable person you admire has a long history of mistakes behind them.

When something does not go to plan, try asking:

- What went well, even if the overall outcome was disappointing?
- What did I learn that I can use next time?
- What would I say to a friend who had the same experience?

**You are not your mistakes.**

A stumble is an event, not a verdict on who you are. Treating setbacks as information rather than proof of inadequacy makes it much easier to keep trying.

## Look after the basics

Confidence is easier when you feel physically and emotionally steady. Sleep, regular meals, movement and time with people who make you feel good all make a difference. It is much harder to feel sure of yourself when you are exhausted or running on empty.

Your body can help too. Standing or sitting upright, taking a slow breath before you speak, and making comfortable eye contact can help you feel, and appear, a little more grounded.

## Stop comparing your inside to others' outside

It is easy to measure yourself against other people's polished moments, especially online. But you are comparing your private doubts with their public performance. Try instead to compare yourself with who you were a month or a year ago. That is where real growth shows up.

## Confidence that lasts

Quiet confidence does not mean never doubting yourself. It means knowing that you can feel uncertain and still move forward, and that your worth does not depend on getting everything right.

If low confidence is holding you back in important areas of life, or is tied to long-standing anxiety, talking with a licensed therapist can help you explore where it comes from and how to build a kinder relationship with yourself.

Start with one small action today. Keep one promise to yourself. Take one step up your ladder. Confidence is built in exactly these ordinary moments, one quiet step at a time.`,
  },
  {
    id: 12,
    slug: 'finding-work-life-balance',
    title: 'Finding Work-Life Balance',
    subtitle:
      'Balance looks different for everyone; here is how to find a rhythm that leaves room for rest and the people you love.',
    excerpt:
      'When work spills into every corner of life, rest starts to feel impossible. Explore realistic ways to set limits, protect your time and recharge.',
    author: ARTICLE_AUTHOR,
    tags: ['work-life-balance', 'stress', 'boundaries', 'self-care'],
    heroImage: ARTICLE_HERO_IMAGE,
    readingTime: '5 min read',
    category: 'Wellness',
    emotion: '🌅',
    highlights: ['Define balance for you', 'Clear start and stop', 'Protect real rest'],
    gradient: 'linear-gradient(135deg, #ffedd5 0%, #fce7f3 100%)',
    date: ARTICLE_DATE,
    content: `# Finding Work-Life Balance

The laptop stays open during dinner. Work messages arrive on your phone while you are putting the children to bed. Your weekends are spent catching up, or recovering from the week. If work seems to have seeped into every corner of your life, you are far from alone.

Work-life balance does not mean splitting your time exactly in half, or never having a busy week. It means having a rhythm that allows you to do your work well while still having time and energy for rest, relationships, health and the things that make you feel like yourself.

## What balance means for you

Balance is personal. A new parent, a student working part-time, someone caring for an ageing relative and someone building a business will all have different needs and constraints. Balance also shifts over time. A season of heavy work can be fine if it is followed by a season of recovery.

Start by reflecting on a few questions:

- When do I feel most like myself?
- What parts of life feel squeezed out right now?
- What would a good ordinary week look like?
- Which commitments give me energy, and which drain it?

Your answers will help you decide where to focus, rather than chasing someone else's idea of balance.

## Signs your balance is off

It can be hard to notice imbalance from the inside, because it often creeps in gradually. Some common signs:

- You feel tired most of the time, even after a weekend
- You think about work constantly, even when you are not working
- You have stopped doing things you used to enjoy
- Friends and family say they rarely see you, or that you seem distracted
- You feel irritable, flat or dread the start of each week
- Small tasks feel much harder than they used to

If several of these ring true, it may be time to make some changes.

## Set clear start and stop points

When work has no clear edges, it tends to expand to fill every available hour. Creating clear start and stop points, wherever your job allows, is one of the most powerful changes you can make.

**Create a shutdown ritual.**

At the end of the working day, spend five minutes writing down what you finished, what is still open and your first task for tomorrow. Then close your laptop, tidy your workspace or change your clothes. This signals to your mind that work is done for the day.

**Separate your spaces.**

If you work from home, try to keep work to one area and put it out of sight when you finish. Even a small ritual, like packing your laptop into a bag, can create a sense of leaving the office.

**Manage notifications.**

Turn off work email and chat notifications outside working hours if your role allows. If you need to be reachable, agree with your team on what counts as urgent and how to contact you for those cases only.

## Protect your time during work

A more balanced life often starts with a more focused working day.

1. Identify your top two or three priorities each morning.
2. Block time in your calendar for focused work, and treat it like a meeting.
3. Batch similar tasks, such as answering emails at set times rather than constantly.
4. Take real breaks away from your screen, including a proper lunch.
5. Before saying yes to new work, ask what will move or drop to make room for it.

### Learning to say no

Saying no, or "not right now," is a skill, not a flaw. You might try: "I'd like to help, but I can't take this on without delaying the report. Which should I prioritise?" This keeps the conversation practical and respectful.

## Make room for the rest of life

Balance is not only about limiting work. It is also about actively making space for what restores you.

### Schedule what matters

If something matters to you, put it in your calendar: exercise, a weekly call with a friend, a hobby, or simply an evening with no plans. What gets scheduled is more likely to happen.

### Rest without guilt

Rest is not a reward for finishing everything. The to-do list will never be completely empty. Giving yourself permission to rest while tasks remain is part of sustainable work, not a sign of slacking.

### Look after your body

Sleep, movement and regular meals all affect how much you can cope with. When work gets busy, these are often the first things to slip, and they are also the things that help you recover.

### Connect with people

Time with people you care about is one of the strongest buffers against work pressure. Even short moments, like a phone call on your walk home, help.

## Talking to your employer

If your workload is consistently unmanageable, it may be worth raising with your manager. Come prepared with specific examples and possible solutions, such as adjusting deadlines, redistributing tasks or flexible hours. Many workplaces offer support through an employee assistance programme or similar service, so check what is available to you.

## When it is more than a busy patch

Sometimes work pressure builds into ongoing exhaustion, cynicism about your job and a feeling that nothing you do makes a difference. This is often described as burnout, and it deserves attention. If you recognise this in yourself, or if stress is affecting your sleep, health or relationships, talk to your doctor or a licensed therapist. You do not have to wait until things get worse to ask for help.

## Small changes, steady rhythm

You do not need to overhaul your whole life at once. Choose one change to try this week, such as a shutdown ritual, one evening without work email, or a protected lunch break. Notice how it feels. Balance is not a destination you reach once. It is something you keep adjusting, gently and regularly, as your life changes.`,
  },
  {
    id: 13,
    slug: 'communicating-with-care',
    title: 'Communicating With Care',
    subtitle: 'How to listen well, speak honestly and handle hard conversations without losing connection.',
    excerpt:
      'Good communication is less about saying the perfect thing and more about listening, being clear and staying kind. Practical tools for everyday and difficult talks.',
    author: ARTICLE_AUTHOR,
    tags: ['communication', 'relationships', 'emotional-intelligence', 'boundaries'],
    heroImage: ARTICLE_HERO_IMAGE,
    readingTime: '5 min read',
    category: 'Relationships',
    emotion: '🤝',
    highlights: ['Listen to understand', 'Speak from experience', 'Repair after conflict'],
    gradient: 'linear-gradient(135deg, #fce7f3 0%, #e0f2fe 100%)',
    date: ARTICLE_DATE,
    content: `# Communicating With Care

Most of us have had the experience of saying something that came out completely wrong, or of leaving a conversation feeling unheard and frustrated. Communication sounds simple, yet it is one of the hardest and most important skills in any relationship.

Caring communication is not about always agreeing, avoiding conflict or finding perfect words. It is about listening with real attention, expressing yourself honestly and clearly, and treating the other person with respect, even when you disagree. These skills can be learned and practised, and they make a real difference at home, with friends and at work.

## Listening: the foundation

We often think of good communication as speaking well. But listening is where connection begins. When people feel truly heard, they are more open, less defensive and more willing to hear you in return.

### What active listening looks like

- **Give your full attention.** Put your phone down, turn towards the person and make comfortable eye contact.
- **Let them finish.** Resist the urge to interrupt, correct or jump in with your own story.
- **Listen to understand, not to reply.** Notice if you are busy planning your answer, and bring your focus back to what they are saying.
- **Notice the feelings behind the words.** Tone, pace and body language often carry as much meaning as the words themselves.

### Reflect back what you hear

Summarising what someone said shows that you were listening and gives them a chance to clarify. For example: "So it sounds like you felt overlooked when the plans changed without anyone asking you. Is that right?"

### Ask open questions

Questions that cannot be answered with a simple yes or no invite people to share more. Try "How did that feel?" or "What was the hardest part?" rather than "Were you upset?"

## Speaking: honest and kind

Expressing yourself clearly helps others understand what you need, and reduces the chance of misunderstandings.

**Use "I" statements.**

Speaking from your own experience tends to land more gently than pointing at the other person. Compare "You never help around the house" with "I feel stretched thin when I do most of the housework. Could we share it differently?"

A simple structure can help:

1. Describe the situation factually: "When plans change at the last minute..."
2. Share how you feel: "...I feel anxious and a bit disregarded..."
3. Explain what matters to you: "...because I like to be able to plan my evenings..."
4. Make a clear request: "...could you give me a heads-up as early as possible?"

**Be specific.**

Vague complaints are hard to act on. "You're so inconsiderate" leaves the other person defensive and unsure what to change. "I felt hurt when you checked your phone while I was telling you about my day" is clear and workable.

**Watch your tone and timing.**

The same words can sound caring or cutting depending on how and when you say them. If you are very angry or tired, it may be better to wait until you are calmer.

## Navigating difficult conversations

Some conversations are harder than others: raising a long-standing issue, disagreeing about something important, or giving difficult feedback. A bit of preparation helps.

### Before the conversation

- Get clear on what you want to say and what outcome you are hoping for.
- Choose a time and place where you will not be rushed or interrupted.
- Remind yourself that the goal is understanding, not winning.

### During the conversation

- Start gently. Opening with criticism or blame tends to put people on the defensive.
- Stick to one issue at a time rather than bringing up every past grievance.
- Take turns speaking and listening.
- Look for common ground and shared goals.
- If things get heated, suggest a short break: "I want to keep talking about this, but I need twenty minutes to calm down first."

### After the conversation

Check in later to see how you both feel. Follow through on anything you agreed. Trust is built by what happens after the conversation as much as during it.

## Patterns to watch out for

Certain habits tend to damage communication over time. Noticing them in yourself is the first step to changing them.

- **Criticism of character** rather than describing a specific behaviour
- **Contempt,** such as sarcasm, eye-rolling or mockery
- **Defensiveness,** where every concern is met with excuses or counter-attacks
- **Stonewalling,** shutting down and refusing to engage

If you notice these patterns, try replacing them with gentler alternatives: describing behaviour instead of attacking character, expressing appreciation, taking responsibility for your part, and taking a break instead of shutting down.

## Repairing after conflict

Every relationship has misunderstandings and arguments. What matters is how you repair them.

- Acknowledge your part: "I was short with you earlier, and I'm sorry."
- Avoid adding a "but" that cancels out the apology.
- Ask what would help the other person feel better.
- Let small things go once they have been addressed.

A sincere repair can actually bring people closer, because it shows that the relationship matters more than being right.

## Communication across differences

People communicate in different ways depending on their personality, culture, family background and experiences. Some prefer directness, others value tact. Some need time to think before responding. Stay curious rather than assuming your way is the right one. Asking "How do you prefer to talk about difficult things?" can save a lot of frustration.

## When you need extra support

If communication in an important relationship keeps breaking down, or conversations regularly leave you feeling unsafe or belittled, outside help can make a difference. A licensed therapist or couples counsellor can help you understand patterns and practise new ways of talking to each other.

If you ever feel unsafe or in crisis, reach out right away: call or text **988** (Suicide & Crisis Lifeline, 24/7), text **HOME** to **741741** (Crisis Text Line, 24/7), or call **911** or your local emergency number. The red **Crisis Resources** button on every page of this site lists these options too.

## Practise a little every day

Caring communication is built in small moments: putting your phone down when someone speaks, saying thank you, asking a follow-up question, or owning a mistake. Choose one skill from this article to practise this week. Over time, these small habits add up to relationships where people feel heard, respected and close.`,
  },
  {
    id: 14,
    slug: 'financial-wellness-and-peace-of-mind',
    title: 'Financial Wellness and Peace of Mind',
    subtitle:
      'Money worries can weigh on your mood and sleep; small, steady steps can help you feel more in control.',
    excerpt:
      'Money stress is common and often kept quiet. Learn how it affects your wellbeing, and gentle, practical steps to face your finances with less anxiety.',
    author: ARTICLE_AUTHOR,
    tags: ['financial-wellness', 'stress', 'anxiety', 'self-care'],
    heroImage: ARTICLE_HERO_IMAGE,
    readingTime: '5 min read',
    category: 'Wellness',
    emotion: '🪙',
    highlights: ['Look without judgement', 'One small step', 'Ask for help early'],
    gradient: 'linear-gradient(135deg, #dcfce7 0%, #fef9c3 100%)',
    date: ARTICLE_DATE,
    content: `# Financial Wellness and Peace of Mind

You avoid opening the envelope. You feel a knot in your stomach when you check your balance. You lie awake doing sums in your head. Money worries are one of the most common sources of stress, and yet they are often the ones we talk about least.

Financial wellness is not about being wealthy. It is about having a relationship with money that feels as calm and manageable as your circumstances allow: knowing where you stand, having a plan for what comes next, and not carrying the weight alone. Whatever your income or situation, small, steady steps can help you feel more in control.

This article is about the emotional side of money. It is not financial advice. For decisions about debt, investments or benefits, a qualified financial counsellor or adviser can help you with your specific situation.

## How money stress affects you

Financial worry rarely stays in the bank account. It can show up as:

- Trouble sleeping or waking up with a sense of dread
- Difficulty concentrating at work or in conversations
- Tension or arguments with a partner or family members
- Avoiding friends because of the cost of plans
- Feelings of shame, embarrassment or failure
- Physical signs of stress, like headaches or a tight chest

These reactions are understandable. Money is tied to security, housing, food and the people we care about, so it makes sense that worries about it feel so heavy.

## Why we avoid looking

When something feels frightening, it is natural to look away. Many people stop opening bills, avoid checking their accounts or put off difficult calls. Unfortunately, avoidance tends to make anxiety grow, because the unknown often feels bigger than the reality.

**Looking is an act of courage, not a judgement.**

Facing your finances does not mean you have to fix everything today. It just means gathering information so you can make choices from a clearer place.

## Gentle first steps

If you have been avoiding your finances, start small and be kind to yourself along the way.

1. **Choose a calm moment.** Pick a time when you are rested and not rushed. Make a cup of tea and sit somewhere comfortable.
2. **Gather the facts.** Write down your regular income and your essential costs, such as housing, utilities, food and transport. List any debts with the amount owed and the minimum payment.
3. **Notice your feelings.** As you look at the numbers, you may feel anxious, embarrassed or overwhelmed. Pause, take a few slow breaths and remind yourself that you are taking a positive step.
4. **Pick one action.** Choose one small, concrete thing to do next, such as calling a provider to ask about a payment plan or cancelling an unused subscription.
5. **Stop there for today.** You do not have to do it all at once. Come back to it another day.

## Building a simple plan

Once you have a clearer picture, a basic plan can reduce the feeling of chaos.

### Know where your money goes

Track your spending for a few weeks, without judgement. Many people are surprised by small, regular costs that add up. Use whatever method works for you: a notebook, a spreadsheet or your bank's app.

### Prioritise essentials

Make sure the most important costs are covered first: housing, utilities, food and anything that keeps you safe and able to work.

### Build a small buffer

If you can, set aside a small amount regularly, even a very modest sum. An emergency fund, however small, can reduce the panic when an unexpected cost appears.

### Talk to the people you owe

If you are struggling to keep up with payments, contacting your lender or provider early is usually better than waiting. Many have hardship options or payment plans that are only offered when you ask.

## Look after yourself along the way

Money stress can take a toll on your body and mind, so caring for your wellbeing is part of the process, not a distraction from it.

- **Keep up low-cost comforts.** Walks, library books, cooking with a friend or a long bath can all be restorative.
- **Use breathing to settle anxiety.** Try box breathing before a difficult call: inhale for 4, hold for 4, exhale for 4, hold for 4.
- **Limit comparison.** Social media often shows other people's spending, not their debts or worries.
- **Separate your worth from your balance.** Your bank account is a number, not a measure of who you are.

## Talking about money

Shame thrives in silence. Talking about money with a trusted partner, friend or family member can ease the burden and sometimes lead to practical help or ideas.

### With a partner

Choose a calm time, not the middle of a disagreement. Focus on shared goals rather than blame, and try to understand each other's feelings about money, which are often shaped by how you grew up.

### With a professional

Nonprofit credit counselling services, financial counsellors and some community organisations offer free or low-cost guidance. They can help you understand your options without judgement. Some employers also offer financial wellbeing programmes.

## When money worries become too heavy

If financial stress is affecting your sleep, mood, relationships or ability to function, it is worth speaking to your doctor or a licensed therapist as well as a financial professional. Emotional support and practical support work best together.

Money problems can sometimes leave people feeling trapped or hopeless. If you are in crisis or having thoughts of harming yourself, please reach out now. You deserve support, whatever your situation:

- Call or text **988** to reach the Suicide & Crisis Lifeline, 24/7
- Text **HOME** to **741741** to reach the Crisis Text Line, 24/7
- Call **911** or your local emergency number if you are in immediate danger

You can also tap the red **Crisis Resources** button on any page of this site.

## Progress, not perfection

Financial wellness is built slowly, through many small choices and a lot of self-compassion. Some months will go better than others. What matters is that you keep facing things gently and asking for help when you need it. Peace of mind does not depend on having a lot of money. It grows from understanding where you stand, taking the next small step, and knowing you do not have to carry this alone.`,
  },
];
