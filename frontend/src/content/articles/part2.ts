import { ARTICLE_AUTHOR, ARTICLE_DATE, ARTICLE_HERO_IMAGE, type BlogArticle } from '../types';

export const articlesPart2: BlogArticle[] = [
  {
    id: 15,
    slug: 'a-gentle-morning-routine',
    title: 'A Gentle Morning Routine',
    subtitle: 'How to start your day with a few kind, steady minutes instead of a rush.',
    excerpt:
      'Mornings set the tone for the hours that follow. Here is how to build a calm, realistic routine that fits your actual life.',
    author: ARTICLE_AUTHOR,
    tags: ['self-care', 'mindfulness', 'habits', 'stress'],
    heroImage: ARTICLE_HERO_IMAGE,
    readingTime: '6 min read',
    category: 'Self Care',
    emotion: '🌅',
    highlights: ['Small steps first', 'Light and movement', 'Protect the first minutes'],
    gradient: 'linear-gradient(135deg, #fef3c7 0%, #ffe4e6 100%)',
    date: ARTICLE_DATE,
    content: `# A Gentle Morning Routine

Many of us start the day in a scramble. The alarm goes off, a phone lights up with messages, and before your feet touch the floor you are already thinking about everything that could go wrong. It is no wonder the rest of the day can feel hurried.

A morning routine does not need to be long, strict or impressive. It simply needs to give you a few predictable, kind minutes before the world asks things of you. This article walks through how to build one that suits you, even if your mornings are short, shared with children or roommates, or start at unusual hours.

## Why Mornings Matter

The way you begin the day shapes how you meet what comes next. When the first thing you do is react, to a notification, a worry or a deadline, your mind tends to stay in reacting mode. When the first thing you do is something you chose, you start from a steadier place.

Routines also reduce the number of small decisions you have to make while you are still waking up. If you already know that you drink a glass of water, open the curtains and stretch for two minutes, there is nothing to negotiate. That frees up attention for the things that really need it.

**A routine is a support, not a test.**

Some mornings will go to plan and some will not. The goal is a pattern you can come back to, not a perfect record.

## Start With What You Already Do

The easiest routines are built on habits you already have. You probably already wake up, use the bathroom, and have something to drink. Each of these is an anchor you can attach a small new action to.

- After you turn off the alarm, take three slow breaths before reaching for your phone.
- While the kettle boils or the coffee brews, stretch your arms and shoulders.
- After brushing your teeth, look out of a window for a moment and notice the weather.

Linking a new action to an existing one means you do not have to remember it from scratch. The old habit becomes the reminder.

## A Simple Five-Part Morning

Here is one gentle structure. Take what helps and leave the rest.

### 1. Wake Without the Scroll

If you can, keep your phone out of reach for the first ten minutes. News, email and social feeds pull you into other people's priorities before you have settled into your own. A simple alarm clock can make this easier.

### 2. Hydrate

A glass of water is one of the simplest ways to feel a little more awake. Keep a glass or bottle by your bed or next to the sink so it is the easy choice.

### 3. Let In the Light

Open the curtains or step outside for a few minutes. Natural light in the morning helps your body's internal clock tell the difference between day and night, which can support steadier sleep later on. On darker mornings, a bright indoor light is better than staying in dimness.

### 4. Move a Little

Movement does not need to be a workout. A few gentle stretches, a short walk, or rolling your shoulders and neck can help your body shift out of sleep. Choose something that feels good rather than something you dread.

### 5. Set One Intention

Before the day begins in earnest, ask yourself a single question: what matters most today? It might be a task, a conversation, or simply being patient with yourself. Naming one thing gives your day a gentle focus.

## A Short Breathing Practice to Begin

If your mind starts racing as soon as you wake, a minute of steady breathing can help. One well-known option is box breathing:

1. Breathe in through your nose for a count of 4.
2. Hold gently for a count of 4.
3. Breathe out slowly for a count of 4.
4. Hold again for a count of 4.

Repeat for four or five rounds. If holding your breath feels uncomfortable, simply breathe in and out slowly without the holds. Nothing here should strain you.

## Making It Work in Real Life

**If you only have five minutes**

Pick two things: water and one slow breath by the window. That still counts.

**If you share your home**

You may not have quiet. Try doing your routine in small pieces, a stretch in the shower, three breaths while waiting for others, or a moment of intention on the way to work or school.

**If you work shifts or irregular hours**

Your "morning" is whenever you wake. The same steps apply whether that is at 6 a.m. or 2 p.m. Light, water and a calm first few minutes still help.

**If you wake up feeling low**

Some mornings are heavy. On those days, shrink the routine down to the smallest possible step, like sitting up and drinking water. Being gentle with yourself is part of the routine, not a failure of it.

## Preparing the Night Before

A calmer morning often starts the evening before. A few minutes of preparation removes friction:

- Lay out clothes or pack your bag.
- Put a glass of water by your bed.
- Write down tomorrow's one most important task so it is not circling in your head.
- Charge your phone away from your pillow if you can.

These small steps are a gift to your future self.

## Keep It Flexible

Routines work best when they can bend. If you miss a day, start again the next morning without making up for lost time. If something stops helping, swap it for something else. Over a few weeks, you will notice which pieces you look forward to, and those are the ones worth keeping.

It can also help to review your routine every month or so. Ask yourself what feels supportive, what feels like a chore, and what you might like to try. Your needs change with seasons, jobs and life stages, and your mornings can change with them.

## When Mornings Are Consistently Hard

If you regularly wake feeling exhausted, anxious or unable to face the day, it is worth mentioning to a doctor or a licensed therapist. Ongoing difficulty getting started can have many causes, and you do not have to work it out alone.

If you are ever in distress or thinking about harming yourself, please reach out right away. You can call or text 988 at any hour, 24/7, or text HOME to 741741 to reach a trained crisis counselor. In an emergency, call 911 or your local emergency number. The red Crisis Resources button on every page of this site is always there too.

## A Kind Place to Begin

A gentle morning is not about becoming a different person. It is about giving the person you already are a calmer starting point. Choose one small step for tomorrow, and let that be enough.`,
  },
  {
    id: 16,
    slug: 'nurturing-meaningful-friendships',
    title: 'Nurturing Meaningful Friendships',
    subtitle: 'Practical ways to build, deepen and keep friendships that feel good on both sides.',
    excerpt:
      'Friendships need care to grow, especially in busy adult life. Learn simple ways to reach out, listen well and stay connected.',
    author: ARTICLE_AUTHOR,
    tags: ['relationships', 'loneliness', 'communication', 'self-care'],
    heroImage: ARTICLE_HERO_IMAGE,
    readingTime: '5 min read',
    category: 'Relationships',
    emotion: '🤝',
    highlights: ['Reach out first', 'Small regular contact', 'Listen with curiosity'],
    gradient: 'linear-gradient(135deg, #fce7f3 0%, #ede9fe 100%)',
    date: ARTICLE_DATE,
    content: `# Nurturing Meaningful Friendships

Friendships are some of the most important relationships in our lives, yet they are often the first to slip when things get busy. Work, family, moves and changing routines can quietly pull friends apart without anyone meaning for it to happen.

The good news is that friendship is something you can tend, a little like a garden. It does not need grand gestures. It grows through small, repeated moments of attention. This article looks at how to make new connections, deepen the ones you have, and handle the bumps along the way.

## Why Friendship Matters

Close, supportive relationships are widely linked with better wellbeing. Friends give us a place to share good news, talk through worries, laugh, and feel known. They also remind us that we belong somewhere, which matters a great deal during hard seasons.

Friendship looks different for everyone. Some people thrive with a large, lively circle. Others feel most at home with one or two close friends. Neither is better. What matters is that your connections feel mutual and nourishing to you.

## Making New Friends as an Adult

Many adults find it harder to make friends than they did at school. There are fewer shared spaces and less unstructured time. If this feels familiar, you are far from alone.

**Friendship usually grows from repeated contact.**

It is easier to become close to someone you see regularly than someone you meet once. That is why ongoing settings help:

- A weekly class, club or volunteering role
- A community garden, choir, sports league or faith community
- Regular visits to the same café, park or library
- Online groups built around a shared interest, with a path to meeting in person if that feels safe and right

When you notice someone you enjoy talking to, take one small step. Suggest a coffee, share an article they might like, or ask if they are going to the next meet-up. Many people are waiting for someone else to make the first move, and your invitation may be welcome.

## Deepening the Friendships You Have

### Stay in Gentle Contact

You do not need long phone calls every week. A short message saying "This made me think of you" keeps a thread alive. Regular, low-pressure contact often matters more than occasional big plans.

### Listen With Curiosity

Good listening is one of the most valuable things you can offer a friend. Try to:

1. Put your phone away and give them your full attention.
2. Ask open questions such as "How has that been for you?"
3. Reflect back what you hear before offering advice.
4. Ask whether they want ideas or simply want to be heard.

### Share a Little of Yourself

Closeness grows when both people feel known. You do not need to share everything at once. Opening up a little more over time, and responding warmly when your friend does the same, builds trust step by step.

### Show Up in Small Ways

Remembering a job interview, checking in after a hard appointment, or celebrating a small win tells a friend that they matter to you. These moments add up.

## Handling Distance and Change

Friendships go through seasons. A friend might move away, have a baby, start a demanding job, or go through a difficult time. Contact may drop for a while, and that does not always mean the friendship is over.

- Let friends know you are thinking of them even when you cannot meet.
- Adjust expectations during busy periods rather than keeping score.
- Try new formats, such as a voice note, a video call or a shared playlist.
- When you reconnect, start with warmth rather than apologies or blame.

## When Friendships Feel Difficult

Not every friendship is healthy. It is worth paying attention to how you feel after spending time with someone.

**Signs a friendship may need attention**

- You often feel drained, judged or anxious after seeing them.
- The effort feels one-sided most of the time.
- Your boundaries are repeatedly ignored.

If something feels off, an honest, kind conversation can help. Use "I" statements, such as "I have felt a bit left out lately and wanted to talk about it." Sometimes this clears up a misunderstanding. Sometimes it shows that the friendship needs more space. Both outcomes are allowed.

It is also fine to let some friendships become more casual. Stepping back from a relationship that hurts you is a form of self-respect, not a failure.

## Being a Good Friend to Yourself

The way you treat yourself shapes how you show up for others. If you are exhausted or stretched thin, it is harder to be present. Looking after your own rest and needs is not selfish; it helps you be the kind of friend you want to be.

It also helps to notice the stories you tell yourself. Thoughts like "They probably do not want to hear from me" are common, and they are not always true. Try reaching out anyway and see what happens.

## If You Are Feeling Lonely

Loneliness is a very human experience, and it can be painful. It does not mean something is wrong with you. Even small steps, like greeting a neighbor, joining one group, or messaging an old friend, can begin to ease it.

If loneliness has lasted a long time or is weighing heavily on you, consider talking with a doctor or a licensed therapist. They can help you explore what is getting in the way and what might help.

If you are in distress or having thoughts of harming yourself, please reach out now. Call or text 988, available 24/7, or text HOME to 741741 to connect with a trained crisis counselor. If you are in immediate danger, call 911 or your local emergency number. You can also use the red Crisis Resources button found on every page of this site.

## One Small Step Today

Think of one person you would like to feel closer to. Send them a short, friendly message today. It does not need to be perfect. Meaningful friendships are built from many ordinary moments like this one.`,
  },
  {
    id: 17,
    slug: 'seasonal-wellness',
    title: 'Seasonal Wellness',
    subtitle: 'Caring for your mood and energy as the days grow shorter and darker.',
    excerpt:
      'Shorter, darker days can affect sleep, energy and mood. Here are gentle ways to adapt, and when it is worth talking to a doctor.',
    author: ARTICLE_AUTHOR,
    tags: ['wellness', 'sleep', 'self-care', 'mood'],
    heroImage: ARTICLE_HERO_IMAGE,
    readingTime: '5 min read',
    category: 'Wellness',
    emotion: '🍂',
    highlights: ['Seek morning light', 'Keep steady rhythms', 'Notice persistent changes'],
    gradient: 'linear-gradient(135deg, #ffedd5 0%, #fef9c3 100%)',
    date: ARTICLE_DATE,
    content: `# Seasonal Wellness

As the seasons turn, many people notice changes in how they feel. When autumn and winter bring shorter days and longer nights, you might find yourself sleeping more, craving comfort food, moving less or feeling a little flat. Others notice the opposite pattern at different times of year.

These shifts are common. Our bodies respond to light, temperature and routine, and when those change, our energy and mood can change too. This article offers practical ways to look after yourself through the darker months, and explains when it is worth getting extra support.

## How Light Affects Us

Daylight is one of the main signals your body uses to set its internal clock. Morning light helps you feel alert during the day and sleepy at night. When days are short and grey, that signal becomes weaker.

With less light, you might notice:

- Feeling groggy in the morning or sleepy earlier in the evening
- Lower energy or motivation
- Changes in appetite, especially craving heavier food
- Wanting to stay home and withdraw from plans

Noticing these patterns is the first step. Once you know that the season is playing a part, you can respond with care instead of blaming yourself.

## Make the Most of Daylight

**Light is one of your best allies in the darker months.**

- Get outside during daylight when you can, even for ten or fifteen minutes. A short walk in the morning or at lunchtime is ideal.
- Open blinds and curtains as soon as you wake up.
- Sit near a window when you work, read or eat.
- Keep indoor spaces well lit during the day, and dim lights gently in the evening.

Even on cloudy days, outdoor light is usually much brighter than indoor lighting, so time outside still helps.

## Keep Your Rhythms Steady

When it is dark at both ends of the day, routines can start to drift. A steady rhythm gives your body reliable cues.

1. Wake up at roughly the same time each day, including weekends where possible.
2. Eat meals at regular times.
3. Plan a simple wind-down routine before bed, such as reading or a warm shower.
4. Try to keep screens out of the last half hour before sleep.

You do not need to be rigid. Aim for "mostly consistent" rather than perfect.

## Move Your Body

Movement can lift energy and support mood, and it does not need to be intense. In colder weather, look for options that feel manageable:

- A brisk walk in daylight
- Stretching or yoga at home
- Dancing to a few favorite songs in the kitchen
- Taking the stairs or walking part of a journey

If you have a health condition or are starting something new, check with a doctor about what is right for you.

## Nourish Yourself

Comfort food is part of the season's pleasure, and there is no need to feel guilty about it. Alongside it, try to include plenty of vegetables, fruit and regular meals so your energy stays steadier through the day. Staying hydrated matters in winter too, even though you may feel less thirsty.

## Stay Connected

Dark evenings make it tempting to cancel plans and stay in. A quiet night is restful, but too many in a row can leave you feeling isolated.

- Keep one or two regular social plans, even small ones.
- Swap evening plans for daytime meet-ups, like a weekend walk or lunch.
- Call or message a friend instead of meeting when energy is low.
- Join an indoor activity such as a class, choir or book club.

## Find the Good in the Season

Each season has its own gifts. Winter can be a time for slower evenings, warm drinks, candlelight, soups, books and rest. Leaning into what you enjoy about the colder months, rather than only enduring them, can make a real difference.

### A Simple Seasonal Check-In

Once a week, ask yourself:

- How have I been sleeping?
- How is my energy compared with a few weeks ago?
- Have I spent time outside and with other people?
- What is one small thing that would help this week?

Writing your answers down can help you spot patterns over time.

## A Calming Breath for Darker Evenings

When evenings feel heavy or restless, coherent breathing can help you settle. Breathe in gently for about 5 seconds, then out for about 5 seconds, and continue at that steady pace for 5 to 10 minutes. Let your shoulders soften as you go. If it feels uncomfortable at any point, return to your natural breath.

## When It Is More Than the Winter Blues

For many people, seasonal dips are mild and pass as the days lengthen. For some, though, low mood returns at the same time each year and is strong enough to affect work, relationships or daily life.

**If your low mood persists for weeks or follows a seasonal pattern, talk to a doctor.**

Persistent seasonal low mood is worth raising with a doctor or a licensed therapist. They can talk through what you are experiencing and discuss options that may help. You do not need to wait until things feel unbearable to ask for support.

Signs that it may be time to reach out include:

- Low mood most days for two weeks or longer
- Losing interest in things you usually enjoy
- Big changes in sleep or appetite that do not settle
- Difficulty managing work, study or daily tasks

## If You Are Struggling Right Now

If the darker months bring feelings of hopelessness, or you have thoughts of harming yourself, please reach out right away. You can call or text 988 at any time, 24/7, or text HOME to 741741 to talk with a trained crisis counselor. In an emergency, call 911 or your local emergency number. The red Crisis Resources button is available on every page of this site.

## Moving Through the Seasons

You cannot change the length of the day, but you can change how you care for yourself within it. Seek out light, keep gentle routines, stay connected, and be patient with your slower moments. Spring always returns, and in the meantime you deserve warmth and support.`,
  },
  {
    id: 18,
    slug: 'emotional-intelligence-at-work',
    title: 'Emotional Intelligence at Work',
    subtitle: 'How understanding feelings, your own and other people’s, can make work calmer and kinder.',
    excerpt:
      'Emotional intelligence helps you stay steady under pressure and work well with others. Learn practical skills you can use this week.',
    author: ARTICLE_AUTHOR,
    tags: ['emotional-intelligence', 'work', 'communication', 'stress'],
    heroImage: ARTICLE_HERO_IMAGE,
    readingTime: '5 min read',
    category: 'Relationships',
    emotion: '💼',
    highlights: ['Pause before reacting', 'Name the feeling', 'Listen to understand'],
    gradient: 'linear-gradient(135deg, #e0f2fe 0%, #ccfbf1 100%)',
    date: ARTICLE_DATE,
    content: `# Emotional Intelligence at Work

Work is full of feelings, even when nobody talks about them. There is the flash of frustration when a plan changes at the last minute, the worry before a review, the pride of finishing something hard, and the tension in a meeting where people disagree. How we handle these moments shapes our days, our relationships with colleagues, and often our wellbeing.

Emotional intelligence is the ability to notice, understand and manage emotions, both your own and other people's. It is not about being calm all the time or hiding how you feel. It is about responding thoughtfully rather than automatically. The encouraging part is that these are skills, and skills can be practiced.

## The Four Core Skills

Emotional intelligence is often described in four parts:

- **Self-awareness**: noticing what you feel and why
- **Self-management**: choosing how to respond to those feelings
- **Social awareness**: picking up on what others may be feeling
- **Relationship skills**: communicating, resolving conflict and building trust

Each one supports the others. Let us look at practical ways to strengthen them at work.

## Self-Awareness: Notice What Is Happening

You cannot manage a feeling you have not noticed. At work, emotions often show up first in the body: a tight jaw, a racing heart, shallow breathing, or a sudden urge to fire off a quick reply.

**Try a two-minute check-in**

A few times a day, pause and ask:

1. What am I feeling right now?
2. Where do I notice it in my body?
3. What might have triggered it?

Naming a feeling, even silently, such as "I am feeling frustrated" or "I am anxious about this deadline," can make it feel a little more manageable. Over time, you will begin to see patterns, like certain meetings, times of day or types of message that tend to unsettle you.

## Self-Management: Respond, Do Not React

Once you notice a strong feeling, you have a choice about what to do next. A short pause can create space between the trigger and your response.

### Practical Ways to Pause

- Take a slow breath before answering a difficult question.
- Draft a tense email, then wait before sending it and reread it later.
- Step away for a glass of water or a short walk.
- Say "Let me think about that and come back to you" when you need time.

### A Quick Reset

If stress is building, triangle breathing is simple enough to use at your desk. Breathe in for a count of 3, hold for a count of 3, and breathe out for a count of 3. Repeat a few times. No one needs to know you are doing it.

Self-management also includes looking after the basics. Tiredness, hunger and long stretches without a break make everyone more reactive. Regular breaks are not a luxury; they help you think clearly.

## Social Awareness: Tune In to Others

Colleagues bring their own pressures to work, many of which you cannot see. Social awareness means paying attention to cues like tone, body language, and what is left unsaid.

- Notice when someone seems quieter or more tense than usual.
- Be curious rather than assuming. A short reply may reflect a busy day, not annoyance with you.
- In meetings, notice who has not spoken and invite their view.
- Remember that people express stress differently. Some withdraw, some talk more, some become very focused on details.

A simple "How are things going for you this week?" asked with genuine interest can open the door to a more honest conversation.

## Relationship Skills: Communicate With Care

### Listen to Understand

When someone is speaking, try to understand their point before preparing your reply. Summarize what you heard: "So the main concern is the timeline, not the budget?" This shows respect and often prevents misunderstandings.

### Give Feedback Kindly and Clearly

Helpful feedback is specific, focused on actions rather than personality, and offered with good intent. For example, "The report was clear. Adding a short summary at the top would help busy readers" is easier to hear than a general criticism.

### Receive Feedback With Openness

Hearing criticism can sting. It is normal to feel defensive at first. Try thanking the person, asking a clarifying question, and giving yourself time to reflect before responding fully.

### Navigate Disagreement

Conflict at work is normal and can even lead to better ideas. To keep it constructive:

1. Focus on the problem, not the person.
2. Use "I" statements, such as "I am concerned that we may miss the deadline."
3. Look for shared goals you can both agree on.
4. If things get heated, suggest a pause and return to the conversation later.

## Emotional Intelligence for Leaders

If you manage others, your emotional climate tends to spread. Staying calm in a crisis, admitting mistakes, and recognizing good work all help people feel safe to speak up. Checking in on your team as people, not only as workers, builds trust that carries through hard times.

## Looking After Yourself

Emotional intelligence is not about absorbing everyone's stress or always keeping the peace. Healthy boundaries are part of it. It is okay to say no, to ask for help, and to protect your time outside work.

If work stress is affecting your sleep, health or relationships over a long period, consider speaking with a doctor or a licensed therapist. Many workplaces also offer confidential employee support services.

If you ever feel overwhelmed to the point of crisis or have thoughts of harming yourself, please reach out now. Call or text 988, available 24/7, or text HOME to 741741. In an emergency, call 911 or your local emergency number. You can also find the red Crisis Resources button on every page of this site.

## Start Small

Pick one skill to practice this week. It might be a daily check-in, pausing before replying to emails, or asking a colleague how they are really doing. Small, steady changes can make work feel noticeably calmer and more human.`,
  },
  {
    id: 19,
    slug: 'creativity-as-self-care',
    title: 'Creativity as Self-Care',
    subtitle: 'Why making things, for no one but yourself, can be a restful way to care for your mind.',
    excerpt:
      'You do not need talent to benefit from creativity. Discover simple, pressure-free ways to make, play and unwind.',
    author: ARTICLE_AUTHOR,
    tags: ['self-care', 'creativity', 'mindfulness', 'stress'],
    heroImage: ARTICLE_HERO_IMAGE,
    readingTime: '5 min read',
    category: 'Self Care',
    emotion: '🎨',
    highlights: ['Process over product', 'No talent required', 'Play without judgment'],
    gradient: 'linear-gradient(135deg, #f3e8ff 0%, #fce7f3 100%)',
    date: ARTICLE_DATE,
    content: `# Creativity as Self-Care

When you hear the word "creative," you might think of painters, musicians or writers, people with a special gift. But creativity belongs to everyone. It shows up when you rearrange a room, improvise a recipe, hum a tune, doodle in a margin or tell a story to a child.

Making something, just for the pleasure of it, can be a surprisingly restful form of self-care. It gives your busy mind something absorbing to focus on, offers a way to express feelings that are hard to put into words, and reminds you that you can shape things rather than only react to them.

## Why Creativity Helps

Many people notice that creative activities leave them calmer and more content. There are a few reasons this might be so.

- **Absorption**: Becoming fully involved in a task can quiet worry and rumination for a while. Some people call this feeling "flow."
- **Expression**: Colors, shapes, words and sounds can hold feelings that are difficult to say out loud.
- **A sense of agency**: Choosing a color or a word is a small act of control, which can feel grounding when life feels uncertain.
- **Play**: Adult life often leaves little room for play. Creative time brings some of it back.

Creative activities are not a replacement for professional support when you need it, but they can be a valuable part of looking after yourself.

## Letting Go of "Good"

The biggest barrier to creative self-care is often the belief that what you make needs to be good. Many of us were told at some point that we could not draw or sing, and we stopped.

**In self-care, the process matters more than the result.**

You are not making something to sell, share or be judged. You are making it because the act of making feels good. It is completely fine if your drawing looks nothing like the thing you were drawing, or if your poem never leaves your notebook.

A few reminders that can help:

- Nobody else needs to see what you make.
- Mistakes are part of the process, and sometimes they lead somewhere interesting.
- Set a timer and stop when it rings, whatever state the work is in.
- Notice how you feel while creating, not only how the result looks.

## Creative Ideas to Try

Here are some low-pressure ways to begin. Pick one that sparks even a little curiosity.

### With Your Hands

- Doodle patterns, shapes or lines without planning what they will become.
- Try a coloring page or color in your own simple drawings.
- Knit, crochet, sew or mend something.
- Shape clay, salt dough or even bread dough.
- Make a collage from old magazines, tickets or packaging.

### With Words

- Write three lines about your day in any form you like.
- Try a letter to yourself, a friend or a future version of you that you never send.
- Write a very short story starting with "The door was open."
- Keep a list of words or phrases you love.

### With Sound and Movement

- Sing along to a favorite song, loudly or quietly.
- Learn a few chords on an instrument, or tap rhythms on a table.
- Dance freely in your kitchen for one song.

### In Everyday Life

- Cook without a recipe, using what you have.
- Arrange flowers, leaves or objects on a windowsill.
- Take photos of one color or shape on a walk.
- Rearrange a shelf or corner to make it feel more like you.

## Building a Creative Habit

Creativity does not require hours. Short, regular sessions often work better than waiting for a free afternoon.

1. Choose a time that already has a little space, like after dinner or on a weekend morning.
2. Keep materials easy to reach, such as a notebook and pen by the sofa.
3. Start with ten minutes. Stop when the time is up, even if you want to continue; it makes coming back easier.
4. Notice how you feel before and after. This helps you remember why you do it.

If you miss a few days, simply begin again. There is no streak to protect.

## Creativity and Difficult Feelings

Creative activities can give difficult emotions somewhere to go. You might scribble hard and fast when you feel angry, paint in dark colors when you feel sad, or write down a worry and then draw something around it.

Some people find this helpful, while others find it stirs up more than they expected. Pay attention to what feels supportive. If something brings up feelings that are hard to manage, it is fine to stop, take some slow breaths and turn to something soothing instead. A licensed therapist, including those trained in creative or art-based approaches, can help you explore deeper feelings safely.

If you are going through a very painful time, or having thoughts of harming yourself, please reach out for support right away. You can call or text 988 at any hour, 24/7, or text HOME to 741741 to reach a trained crisis counselor. In an emergency, call 911 or your local emergency number. The red Crisis Resources button on every page of this site is always available.

## Sharing Creativity With Others

Creativity can also be a way to connect. Joining a class, a craft circle or a community choir combines creative time with friendly company. Making something alongside others, even in silence, can feel warm and companionable. Only share your work if and when you want to.

## Give Yourself Permission

Creative self-care is an invitation, not an obligation. Give yourself permission to be a beginner, to make a mess and to play. Choose one small creative act this week and enjoy it simply for what it is.`,
  },
  {
    id: 20,
    slug: 'empathy-and-compassion',
    title: 'Empathy and Compassion',
    subtitle: 'How to understand others deeply and care for them without losing yourself.',
    excerpt:
      'Empathy helps us feel with others; compassion helps us act with care. Learn how to practice both while protecting your own wellbeing.',
    author: ARTICLE_AUTHOR,
    tags: ['relationships', 'compassion', 'communication', 'self-care'],
    heroImage: ARTICLE_HERO_IMAGE,
    readingTime: '5 min read',
    category: 'Relationships',
    emotion: '💞',
    highlights: ['Feel with others', 'Act with care', 'Protect your energy'],
    gradient: 'linear-gradient(135deg, #ffe4e6 0%, #fef3c7 100%)',
    date: ARTICLE_DATE,
    content: `# Empathy and Compassion

Empathy and compassion are at the heart of caring relationships. They help us understand the people around us, comfort them when things are hard, and feel less alone ourselves. They are often spoken of as if they were the same thing, but there is a helpful difference between them.

This article explores what each one means, how to strengthen them in everyday life, and how to care for others in a way that does not leave you exhausted.

## What Is the Difference?

**Empathy** is the ability to sense and share in what another person is feeling. When a friend describes a painful day and you feel a pang of their sadness, that is empathy at work. It can also include understanding someone's point of view, even when it differs from yours.

**Compassion** goes one step further. It combines understanding with a warm wish to help ease someone's suffering. Compassion asks, "What might help?"

Both are valuable. Empathy connects us. Compassion turns that connection into kindness. Importantly, compassion can also be steadier and less draining than constantly absorbing other people's pain, which matters a lot for anyone who cares deeply.

## Practicing Empathy in Daily Life

Empathy is partly natural and partly a skill you can build.

### Listen Fully

Give the person your full attention. Put down your phone, turn toward them, and let them finish before you respond. Often, the most empathic thing you can do is simply be present.

### Reflect What You Hear

Try summarizing their words and the feeling behind them: "It sounds like you felt really let down when that happened." This shows you are trying to understand, and gives them a chance to correct you if you have missed something.

### Stay Curious

Rather than assuming you know how someone feels, ask. Questions like "What was that like for you?" or "What has been the hardest part?" invite them to share in their own words.

### Resist the Urge to Fix Immediately

When someone we care about is hurting, we often rush to offer solutions. Sometimes that helps, but often people first need to feel heard. You might ask, "Would it help to talk through options, or do you just need to vent right now?"

### Widen Your Circle

Empathy can be harder with people whose lives look very different from ours. Reading stories, listening to different perspectives and getting to know people outside your usual circles can stretch your understanding.

## Turning Empathy Into Compassion

Compassion is empathy in action. It does not need to be dramatic. Small, thoughtful acts are often the most meaningful.

- Check in with a friend who is going through a hard time.
- Offer practical help, like cooking a meal or running an errand.
- Write a short note telling someone you appreciate them.
- Give a stranger patience, such as a smile for a stressed shop worker.
- Speak up kindly when someone is being treated unfairly.

## A Short Compassion Practice

This simple reflection can help you cultivate warmth toward others and yourself. Take a few minutes somewhere quiet.

1. Sit comfortably and take a few slow, easy breaths.
2. Bring to mind someone you care about. Silently wish them well, for example: "May you be safe. May you be at ease."
3. Now think of someone you feel neutral about, like a neighbor or a cashier, and offer them the same wishes.
4. Finally, offer these wishes to yourself: "May I be safe. May I be at ease."
5. Notice how you feel, without judging it.

If any step feels difficult, that is completely normal. Just return to a gentler step.

## Caring Without Burning Out

People who feel deeply, especially caregivers, helpers and those in caring jobs, can sometimes become worn down by others' distress. You may notice irritability, numbness, trouble sleeping, or feeling emotionally drained after supporting others.

**Caring for others starts with caring for yourself.**

Some ways to protect your energy:

- Notice your limits and honor them. It is okay to say, "I want to support you, and I can talk for twenty minutes tonight."
- Share the load. Encourage the person to lean on others too, including professionals where appropriate.
- Make time for rest and activities that restore you.
- Shift from feeling their pain to offering warmth. You can care deeply without carrying everything yourself.
- Talk to someone about how supporting others is affecting you.

If caring for others is taking a lasting toll on your sleep, mood or health, consider speaking with a doctor or a licensed therapist.

## Compassion Starts at Home

Many people who are kind to others speak harshly to themselves. Try treating yourself the way you would treat a good friend who is struggling. If you make a mistake, you might say, "That was hard. Anyone could have done that. What do I need now?" Self-compassion is not self-indulgence. It gives you a steady base from which to care for others.

## When Someone Is in Crisis

Sometimes a person you care about may be in serious distress or talk about wanting to harm themselves. You do not have to handle that alone, and you are not expected to be their therapist.

Take what they say seriously, stay with them if you can, and help them connect with support. In the US, they can call or text 988 at any time, 24/7, or text HOME to 741741 to reach a trained crisis counselor. If someone is in immediate danger, call 911 or your local emergency number. The same support is there for you if you are struggling, and the red Crisis Resources button on every page of this site is always within reach.

## A Kinder Everyday

Empathy and compassion grow with practice. Each time you listen fully, offer a small kindness, or speak gently to yourself, you strengthen these qualities. Choose one moment today to notice someone's feelings and respond with care, and include yourself in that circle.`,
  },
  {
    id: 21,
    slug: 'time-management-without-burnout',
    title: 'Time Management Without Burnout',
    subtitle: 'A kinder approach to getting things done that leaves room for rest.',
    excerpt:
      'Good time management is not about squeezing more in. It is about doing what matters and protecting your energy along the way.',
    author: ARTICLE_AUTHOR,
    tags: ['work', 'stress', 'burnout', 'habits'],
    heroImage: ARTICLE_HERO_IMAGE,
    readingTime: '5 min read',
    category: 'Wellness',
    emotion: '⏳',
    highlights: ['Prioritize what matters', 'Plan with buffers', 'Rest is productive'],
    gradient: 'linear-gradient(135deg, #ecfccb 0%, #ccfbf1 100%)',
    date: ARTICLE_DATE,
    content: `# Time Management Without Burnout

Most time management advice promises to help you do more. Wake earlier, fill every gap, optimize every hour. For a while that can feel productive, but it often leads to exhaustion, frustration and the sense that there is never enough time no matter how hard you try.

A kinder approach starts from a different question. Instead of "How can I fit more in?" it asks, "What matters most, and how can I do it in a way I can sustain?" This article offers practical tools for organizing your time while protecting your energy and wellbeing.

## Why Doing More Is Not the Goal

Time is limited, and so is energy. When we treat ourselves like machines that can run indefinitely, stress builds up. Over time that can lead to burnout, a state of deep exhaustion where even small tasks feel overwhelming and the things you once cared about feel distant.

Sustainable time management means accepting that you cannot do everything. That can feel uncomfortable at first, but it is also freeing. When you stop trying to do it all, you can focus on doing the important things well.

## Step One: See Where Your Time Goes

Before changing anything, it helps to notice your current patterns. For two or three days, jot down roughly how you spend your time. You are not judging yourself, just gathering information.

You might notice:

- Tasks that take much longer than you expected
- Frequent interruptions or switching between tasks
- Times of day when you focus well and times when you struggle
- Activities that drain you and activities that restore you

This simple awareness often shows where small changes could make a big difference.

## Step Two: Decide What Matters

Not every task deserves the same attention. One helpful way to sort tasks is to ask two questions about each: is it important, and is it urgent?

- **Important and urgent**: do these first.
- **Important but not urgent**: schedule time for these. This is where meaningful progress and self-care often live.
- **Urgent but not important**: see if they can be shortened, delegated or batched together.
- **Neither urgent nor important**: consider letting these go.

**A short list is a kind list.**

Try choosing no more than three main priorities for each day. Anything else you finish is a bonus, not an obligation.

## Step Three: Plan Realistically

Many of us plan as if everything will go perfectly. Then a task runs over, something unexpected comes up, and the whole day feels like a failure.

### Build in Buffers

Leave space between tasks and meetings. A rough rule is to assume things will take longer than you think, and to keep some time unplanned each day for the surprises that always arrive.

### Match Tasks to Your Energy

If you think most clearly in the morning, protect that time for demanding work. Save routine tasks, such as email or tidying, for times when your energy dips.

### Break Big Tasks Down

Large projects can feel paralyzing. Break them into small, concrete steps, like "outline the first section" rather than "write the report." Each finished step builds momentum.

## Step Four: Focus on One Thing at a Time

Switching constantly between tasks uses a lot of mental energy. Try:

1. Choose one task and set a timer for 25 to 45 minutes.
2. Close unnecessary tabs and silence notifications where you can.
3. Work until the timer ends, then take a short break.
4. Stand up, stretch, drink water or look out of a window before starting again.

Short, regular breaks help you stay fresh over the whole day.

## Step Five: Protect Your Boundaries

Sustainable time management depends on being able to say no, or "not right now."

- When asked to take on something new, pause before agreeing. You might say, "Let me check what I already have on and get back to you."
- If you say yes, consider what you can set aside to make room.
- Set clear start and end points for your working day when you can.
- Keep some time each week that is just for rest, relationships and things you enjoy.

Boundaries are not selfish. They make it possible to keep showing up for the people and work that matter.

## Rest Is Part of the Plan

Rest is not a reward you earn after everything is done, because everything is never done. Schedule it as deliberately as you schedule work. That might mean a proper lunch break, an evening with no screens, or a day each week without chores.

When your mind is racing at the end of a busy day, try a few rounds of 4-7-8 breathing: breathe in for a count of 4, hold for a count of 7, and breathe out slowly for a count of 8. Keep it gentle and stop if you feel lightheaded.

## Recognizing the Signs of Burnout

It helps to know the early warning signs so you can act before things become too heavy:

- Feeling tired even after rest
- Dreading work or tasks you used to manage easily
- Feeling detached, cynical or numb
- Struggling to concentrate or remember things
- Frequent headaches, poor sleep or getting sick often

If you notice several of these, it may be time to step back, talk to your manager or someone you trust, and look at what can change. A doctor or licensed therapist can also help you understand what is going on and find a way forward.

If exhaustion turns into hopelessness, or you have thoughts of harming yourself, please reach out right away. You can call or text 988, available 24/7, or text HOME to 741741 to talk with a trained crisis counselor. In an emergency, call 911 or your local emergency number. The red Crisis Resources button is on every page of this site.

## Progress, Not Perfection

The aim is not a perfectly organized life. It is a life where your time reflects what you value and leaves room to breathe. Choose one idea from this article to try this week, notice how it feels, and adjust from there.`,
  },
  {
    id: 22,
    slug: 'building-healthy-habits',
    title: 'Building Healthy Habits',
    subtitle: 'How small, steady actions add up to lasting change.',
    excerpt:
      'Lasting change rarely comes from willpower alone. Learn how to start small, link habits to cues and keep going after a slip.',
    author: ARTICLE_AUTHOR,
    tags: ['habits', 'self-care', 'wellness', 'mindfulness'],
    heroImage: ARTICLE_HERO_IMAGE,
    readingTime: '5 min read',
    category: 'Self Care',
    emotion: '🌱',
    highlights: ['Start very small', 'Link to cues', 'Never miss twice'],
    gradient: 'linear-gradient(135deg, #dcfce7 0%, #e0f2fe 100%)',
    date: ARTICLE_DATE,
    content: `# Building Healthy Habits

Most of us have tried to make a big change at some point. A new exercise plan, an earlier bedtime, less time on the phone. We start with enthusiasm, and then, a week or two later, life gets busy and the new habit quietly fades away. If that sounds familiar, it does not mean you lack discipline. It usually means the habit was set up in a way that was hard to keep.

Habits are the things we do with little conscious effort. Once established, they run almost automatically, which is why they can be so powerful for wellbeing. This article explains how habits form and offers practical steps for building ones that last.

## How Habits Work

A useful way to think about a habit is as a loop with three parts:

- **A cue**: something that prompts the behavior, such as a time of day, a place or a feeling
- **The behavior**: the action itself
- **A reward**: the good feeling or benefit that follows

Each time the loop repeats, the link between cue and behavior grows a little stronger. Over weeks and months, the action needs less and less effort. There is no magic number of days; it varies a lot from person to person and habit to habit. What matters most is repetition.

## Start Smaller Than You Think

**The best habit is one small enough that you will actually do it.**

Big goals are inspiring, but they can be hard to start on a tired day. Shrinking the habit makes it easier to show up consistently, and consistency is what builds the loop.

- Instead of "exercise for an hour," try "put on my walking shoes and step outside."
- Instead of "meditate for twenty minutes," try "take five slow breaths after I sit down at my desk."
- Instead of "read more," try "read one page before bed."

Once the small version feels automatic, you can gradually build on it. Often, starting is the hardest part, and once you begin you will naturally do more.

## Link New Habits to Existing Ones

One of the simplest ways to remember a new habit is to attach it to something you already do every day. This is sometimes called habit stacking. The existing routine becomes the cue.

You can use this simple formula: "After I [current habit], I will [new habit]."

- After I pour my morning coffee, I will write one line in a journal.
- After I brush my teeth at night, I will put my phone on charge outside the bedroom.
- After I close my laptop for the day, I will stretch for two minutes.

## Make It Easy and Visible

Your surroundings shape your behavior more than you might expect. Small changes to your environment can make healthy choices easier and less healthy ones a little harder.

1. Put what you need where you will see it, such as a water bottle on your desk or a book on your pillow.
2. Prepare in advance, like laying out clothes for a morning walk.
3. Remove small obstacles, for example keeping a yoga mat already unrolled.
4. Add gentle friction to habits you want to reduce, such as logging out of apps you scroll without meaning to.

## Make It Satisfying

We are more likely to repeat things that feel good. Healthy habits often pay off slowly, so it helps to add a small, immediate sense of satisfaction.

- Tick off a box on a simple calendar or tracker.
- Notice and name how you feel afterwards, like "I feel more awake."
- Pair the habit with something you enjoy, such as listening to a favorite podcast only while walking.

## What to Do When You Slip

Everyone misses days. Illness, travel, stress and busy seasons all interrupt routines. A slip is not a failure; it is part of the process.

### The "Never Miss Twice" Idea

Missing once has little effect in the long run. What matters more is getting back on track quickly. If you miss a day, aim to do at least the smallest version of the habit the next day.

### Be Kind to Yourself

Harsh self-criticism tends to make it harder to restart. Try speaking to yourself as you would to a friend: "That week was tough. Let's start again today with something small."

### Learn From It

Ask what got in the way. Was the habit too big, at the wrong time, or without a clear cue? Adjust the plan rather than blaming yourself.

## Choosing Habits That Matter to You

The habits that stick are usually the ones connected to something you genuinely care about. Rather than copying someone else's routine, ask yourself:

- How do I want to feel day to day?
- What small action would move me in that direction?
- Which habit would make other good things easier?

For example, better sleep often makes it easier to move, eat well and manage stress, so a steady bedtime might be a helpful first habit.

## A Simple Mindful Habit to Begin

If you want a calming habit to start with, try counting breaths. Sit comfortably, breathe naturally, and count each out-breath from 1 to 10. When you reach 10, start again at 1. If your mind wanders and you lose count, simply start over at 1 without judgment. Two or three minutes a day is plenty to begin.

## Getting Extra Support

If you are trying to change habits related to your health, such as sleep, eating, alcohol or exercise, a doctor can offer personal guidance. If stress, low mood or anxiety keeps getting in the way, talking with a licensed therapist can help.

If you are ever in distress or thinking about harming yourself, please reach out for support straight away. You can call or text 988, 24/7, or text HOME to 741741 to reach a trained crisis counselor. In an emergency, call 911 or your local emergency number. The red Crisis Resources button appears on every page of this site.

## Small Steps, Real Change

Healthy habits are built quietly, one small repetition at a time. Choose one tiny habit, link it to something you already do, and give yourself credit each time you show up. Over time, those small steps can change how your days feel.`,
  },
  {
    id: 23,
    slug: 'growing-your-resilience',
    title: 'Growing Your Resilience',
    subtitle: 'How to bend without breaking when life gets hard, and recover at your own pace.',
    excerpt:
      'Resilience is not about never struggling. It is a set of skills and supports that help you recover and adapt after difficult times.',
    author: ARTICLE_AUTHOR,
    tags: ['resilience', 'stress', 'self-compassion', 'wellness'],
    heroImage: ARTICLE_HERO_IMAGE,
    readingTime: '5 min read',
    category: 'Wellness',
    emotion: '🌿',
    highlights: ['Lean on connection', 'Focus on what you control', 'Recovery takes time'],
    gradient: 'linear-gradient(135deg, #d1fae5 0%, #fef9c3 100%)',
    date: ARTICLE_DATE,
    content: `# Growing Your Resilience

Everyone faces hard times. Loss, illness, disappointment, change and stress are part of being human. Resilience is the ability to adapt and recover when these things happen. It is often imagined as toughness, or the ability to carry on as though nothing is wrong, but that is not really what it means.

Resilient people still feel pain, fear and sadness. The difference is that, over time and with support, they find ways to cope, adjust and keep moving forward. The encouraging news is that resilience is not a fixed trait you either have or lack. It can be grown, a little at a time.

## What Resilience Really Looks Like

Think of a tree in a strong wind. A rigid tree may snap, while a flexible one bends and then slowly straightens again. Resilience is more like that flexibility than like being unbreakable.

Resilience can look like:

- Allowing yourself to feel upset, and then finding small ways to steady yourself
- Asking for help instead of struggling alone
- Adjusting plans when circumstances change
- Finding meaning or learning in a hard experience, when you are ready
- Resting when you need to, and returning to things gradually

**Struggling does not mean you are not resilient.**

Sometimes the most resilient thing you can do is admit that you are finding things hard.

## The Foundations of Resilience

Resilience is supported by a few key foundations. You do not need all of them to be strong at once. Strengthening even one can help.

### Connection

Supportive relationships are one of the strongest sources of resilience. Having people you can talk to, laugh with and lean on makes difficult times more bearable. This might be friends, family, neighbors, colleagues, a faith community or a support group.

If your circle feels small right now, start with one connection. A short message or a regular coffee with someone can grow into real support over time.

### Caring for Your Body

Stress affects the body as well as the mind. When you are going through a hard time, the basics matter even more:

- Aim for regular sleep, even if it is not perfect.
- Eat regular meals, even simple ones.
- Move your body gently, such as a short walk.
- Limit things that make you feel worse in the long run, even if they offer quick relief.

### Helpful Thinking

How we interpret events shapes how we feel about them. This is not about forced positivity. It is about noticing unhelpful thought patterns and gently questioning them.

For example, after a setback you might think, "I always mess things up." You could ask: Is that completely true? What would I say to a friend in this situation? A more balanced thought might be, "This did not go well, and I have handled difficult things before."

### A Sense of Purpose

Having something that matters to you, whether it is family, creativity, work, learning or helping others, can give you a reason to keep going through difficult periods. Purpose does not need to be grand. Small daily meaning counts too.

## Practical Steps to Build Resilience

Here are some practices you can start with today.

1. **Focus on what you can control.** Make two lists: what you can influence and what you cannot. Put your energy into the first list, and practice letting the second one be.
2. **Break problems into small steps.** When a situation feels overwhelming, ask: what is one small thing I can do today?
3. **Notice what has helped before.** Think of a past challenge you got through. What helped then? Who supported you? What did you learn about yourself?
4. **Build calming skills.** Box breathing can help when stress spikes: breathe in for 4, hold for 4, breathe out for 4, hold for 4, and repeat a few times.
5. **Keep small routines.** Regular wake times, meals and short walks give your days structure when other things feel uncertain.
6. **Practice self-compassion.** Speak to yourself as you would to someone you love who is going through the same thing.

## Resilience and Difficult Emotions

Building resilience does not mean pushing feelings away. Grief, anger and fear are natural responses to hard events. Trying to ignore them often makes them harder to carry.

Gentle ways to make room for emotions include:

- Writing about how you feel, without editing or judging
- Talking with someone you trust
- Crying when you need to
- Naming the emotion: "I am feeling really sad today"
- Moving your body to release some tension

Recovery is rarely a straight line. You may have good days followed by hard ones. That is normal and does not mean you are going backward.

## When You Need More Support

Some experiences are too heavy to carry alone, and there is real strength in reaching out. If you have been struggling for a while, if your sleep, appetite or daily life is affected, or if you feel stuck, consider talking with a doctor or a licensed therapist. They can help you find a way through that fits your situation.

## If You Are in Crisis

If you are feeling hopeless, overwhelmed, or having thoughts of harming yourself, please reach out right now. You can call or text 988 at any time, 24/7, to reach the Suicide and Crisis Lifeline. You can also text HOME to 741741 to talk with a trained crisis counselor. If you are in immediate danger, call 911 or your local emergency number. The red Crisis Resources button on every page of this site can help you find support quickly.

## Growing Stronger, Gently

Resilience grows slowly, through small choices repeated over time: reaching out, resting, being kind to yourself, and taking one next step. You have already survived every hard day you have faced so far. With support and patience, you can keep finding your way through.`,
  },
  {
    id: 24,
    slug: 'the-practice-of-self-compassion',
    title: 'The Practice of Self-Compassion',
    subtitle: 'Learning to meet your own struggles with the warmth you would offer a friend.',
    excerpt:
      'Self-compassion means treating yourself with kindness when things go wrong. Learn what it is, what it is not, and how to practice it.',
    author: ARTICLE_AUTHOR,
    tags: ['self-compassion', 'self-care', 'mindfulness', 'anxiety'],
    heroImage: ARTICLE_HERO_IMAGE,
    readingTime: '5 min read',
    category: 'Self Care',
    emotion: '🤍',
    highlights: ['Speak kindly inward', 'Shared human experience', 'Notice without judging'],
    gradient: 'linear-gradient(135deg, #fdf2f8 0%, #e0e7ff 100%)',
    date: ARTICLE_DATE,
    content: `# The Practice of Self-Compassion

Imagine a close friend calls you after making a mistake at work. They are upset and embarrassed. You would probably listen, reassure them, and remind them that everyone gets things wrong sometimes. Now imagine you made the same mistake. What would you say to yourself?

For many people, the answer is very different. The inner voice can be harsh, critical and unforgiving: "How could you be so careless?" "You always do this." Self-compassion is the practice of turning toward yourself with the same kindness you would naturally offer someone you care about.

## What Self-Compassion Is

Self-compassion is often described as having three parts:

- **Kindness toward yourself**: responding to your own pain or mistakes with warmth and understanding rather than harsh judgment
- **Common humanity**: remembering that struggle and imperfection are part of being human, and that you are not alone in them
- **Mindfulness**: noticing painful thoughts and feelings clearly, without ignoring them or getting swept away by them

Together, these create a gentler way of relating to yourself, especially in hard moments.

## What Self-Compassion Is Not

There are some common misunderstandings that can make people wary of self-compassion.

### It Is Not Self-Pity

Self-pity tends to focus on "Why me?" and can leave us feeling isolated. Self-compassion recognizes that others struggle too, which helps us feel more connected.

### It Is Not Letting Yourself Off the Hook

Being kind to yourself does not mean ignoring mistakes. In fact, when you are not frightened of your own harsh judgment, it can become easier to look honestly at what went wrong and learn from it.

### It Is Not Weakness

Treating yourself with care takes courage, particularly if you are used to self-criticism. Many people find that self-compassion helps them keep going after setbacks rather than giving up.

## Why Self-Criticism Is So Common

If your inner voice is harsh, you are in good company. Many of us learned early that being hard on ourselves would keep us safe or motivated. Self-criticism can feel like it is protecting you from failure or judgment.

The trouble is that constant criticism often leaves us anxious, discouraged and afraid to try. Self-compassion offers a different kind of motivation, the kind that comes from caring about your wellbeing rather than fearing your own disapproval.

**You do not need to earn kindness from yourself.**

## Everyday Self-Compassion Practices

Like any skill, self-compassion grows with practice. Here are some simple ways to start.

### The Self-Compassion Pause

When you notice you are struggling, try these three steps:

1. Acknowledge the moment: "This is really hard right now."
2. Remember you are not alone: "Other people feel this way too. Struggle is part of life."
3. Offer yourself kindness: "May I be gentle with myself." You might place a hand on your heart or another comforting spot as you say it.

Find words that feel natural to you. There is no right script.

### Talk to Yourself Like a Friend

When your inner critic speaks up, pause and ask: "What would I say to a friend in this situation?" Then try saying that to yourself, silently or out loud. It can feel awkward at first. That is normal, and it tends to get easier.

### Write Yourself a Kind Letter

Think of something you are struggling with or feel bad about. Write a short letter to yourself from the point of view of a wise, loving friend. What would they notice? What would they want you to know? Read it back slowly.

### Soothe Your Body

Self-compassion can be physical too. A warm drink, a blanket, a gentle stretch, or a few slow breaths can tell your body that you are safe. Try breathing in for a count of 4, holding for 7, and breathing out for 8, repeating a few times. If that feels like too much, simply breathe slowly and let the exhale be a little longer than the inhale.

### Notice Your Common Humanity

When you feel like you are the only one struggling, remind yourself that millions of people are feeling something similar right now. This is not to minimize your experience, but to soften the loneliness that often comes with it.

## Self-Compassion in Daily Life

You can bring small moments of self-compassion into ordinary days:

- When you make a mistake, name it and then ask what you need.
- When you are tired, give yourself permission to rest.
- When you feel anxious, acknowledge the feeling gently rather than fighting it.
- At the end of the day, notice one thing you handled well, however small.

## When It Feels Difficult

For some people, especially those who have been through painful experiences, being kind to themselves can feel uncomfortable or even upsetting at first. If that happens, go slowly. Start with very small gestures, like a warm drink or a short walk, and be patient with yourself.

A licensed therapist can help you explore self-criticism and build self-compassion in a safe, supported way. If harsh thoughts about yourself are constant or affecting your daily life, speaking with a doctor or therapist is a helpful step.

## If You Are Struggling

If you are feeling overwhelmed by painful thoughts, hopelessness, or thoughts of harming yourself, please reach out for support right away. You can call or text 988, available 24/7, or text HOME to 741741 to talk with a trained crisis counselor. In an emergency, call 911 or your local emergency number. The red Crisis Resources button on every page of this site is always there for you.

## Beginning Again

Self-compassion is not something you get perfect. You will forget, slip back into old habits, and speak harshly to yourself sometimes. When you notice, that noticing is itself an act of self-compassion. Take a breath, offer yourself a kind word, and begin again.`,
  },
  {
    id: 25,
    slug: 'the-healing-power-of-nature',
    title: 'The Healing Power of Nature',
    subtitle: 'Simple ways to spend restorative time outdoors, wherever you live.',
    excerpt:
      'Time among trees, water and open sky can help many people feel calmer. Here is how to bring more nature into ordinary days.',
    author: ARTICLE_AUTHOR,
    tags: ['nature', 'mindfulness', 'stress', 'wellness'],
    heroImage: ARTICLE_HERO_IMAGE,
    readingTime: '5 min read',
    category: 'Wellness',
    emotion: '🌳',
    highlights: ['Slow mindful walks', 'Nature close to home', 'Engage your senses'],
    gradient: 'linear-gradient(135deg, #dcfce7 0%, #cffafe 100%)',
    date: ARTICLE_DATE,
    content: `# The Healing Power of Nature

Think of a time you felt at peace outdoors. Maybe it was the sound of waves, the smell of rain on warm ground, sunlight through leaves, or simply sitting on a bench watching birds. Many people describe feeling calmer, lighter and more like themselves after time in nature.

In a world of screens, deadlines and constant noise, time outside can offer a welcome change of pace. You do not need a mountain or a forest to benefit. A park, a tree-lined street, a window box or a few houseplants can all help you reconnect with the natural world. This article explores why nature can feel so restorative and how to weave more of it into everyday life.

## Why Nature Can Help

Researchers have been studying the link between nature and wellbeing for many years. While everyone is different, spending time in green and blue spaces, like parks, woods, rivers and coastlines, is commonly associated with feeling less stressed and more relaxed.

There are several reasons this might be:

- **A break for your attention**: Natural scenes hold our interest gently, without the demanding focus screens and tasks require. This can give a tired mind a chance to rest.
- **Movement**: Being outdoors often involves walking or gentle activity, which many people find good for mood and energy.
- **Daylight**: Natural light helps set your body's daily rhythm, which supports sleep.
- **Perspective**: Big skies, old trees and changing seasons can make everyday worries feel a little smaller and more manageable.
- **Connection**: Shared outdoor spaces can bring chances for friendly contact with others.

**You do not need to go far to feel the benefits.**

## Easy Ways to Bring Nature Into Your Day

### Step Outside Briefly

Even a few minutes can help. Drink your morning coffee by an open window or on a doorstep, take your lunch to a nearby green space, or walk a slightly longer route that passes trees or water.

### Take a Mindful Walk

Rather than rushing from place to place, try walking slowly and with attention:

1. Start by taking a few easy breaths and noticing your feet on the ground.
2. Look around and name five things you can see, such as the shape of a leaf or the color of the sky.
3. Listen for sounds like birdsong, wind, water or rustling leaves.
4. Notice smells, such as cut grass, earth or flowers.
5. Feel the air on your skin, whether it is warm, cool, still or breezy.
6. If your mind wanders to worries, gently bring it back to what your senses are noticing.

There is no goal and no distance to cover. The point is simply to be present.

### Bring Nature Indoors

If getting outside is hard, because of health, mobility, weather, caring duties or where you live, nature can still be part of your day:

- Care for houseplants or grow herbs on a windowsill.
- Place a bird feeder where you can see it from a window.
- Open a window to let in fresh air and outdoor sounds.
- Arrange natural objects like stones, shells, pine cones or flowers somewhere you will see them.
- Listen to recordings of rain, waves or birdsong.
- Look at photos or paintings of natural places you love.

### Get Your Hands Dirty

Gardening, whether in a yard, a community garden or a few pots on a balcony, combines fresh air, gentle movement and the satisfaction of watching things grow. Caring for plants can be a quiet, grounding routine.

## Nature as a Mindfulness Practice

Nature is a natural partner for mindfulness. Next time you are outside, try sitting still for a few minutes and simply observing. Watch clouds move, notice the way light changes on a surface, or follow the path of an insect. When thoughts pull you away, gently return to what is in front of you.

You can also combine time outdoors with breathing. Sit or stand comfortably and try coherent breathing: breathe in for about 5 seconds and out for about 5 seconds, continuing for 5 to 10 minutes while you take in your surroundings.

## Making It a Habit

Like most things that support wellbeing, time in nature works best when it becomes a regular part of life rather than a rare event.

- Choose a regular time, like a short walk after lunch or a weekend morning in the park.
- Invite a friend or family member, which makes it both social and restful.
- Keep a simple nature journal, noting what you see as the seasons change.
- Explore new green spaces nearby. You may discover places you never noticed.

## Staying Safe and Comfortable

Dress for the weather, bring water, and let someone know where you are going if you are heading somewhere remote. Go at a pace that suits your body, and check with a doctor before starting more strenuous outdoor activities if you have health concerns. Choose places where you feel safe.

## When Nature Is Not Enough

Time outdoors can be a lovely support, but it is not a replacement for professional care. If you have been feeling low, anxious or stressed for a long time, consider talking with a doctor or a licensed therapist.

If you are in distress or having thoughts of harming yourself, please reach out right away. You can call or text 988 at any time, 24/7, or text HOME to 741741 to reach a trained crisis counselor. In an emergency, call 911 or your local emergency number. The red Crisis Resources button on every page of this site is always available.

## Finding Your Green Space

Nature is there for everyone, in big landscapes and in small corners. This week, choose one way to spend a little more time with the natural world, whether that is a slow walk, a plant on your desk, or a few minutes watching the sky. Notice how you feel afterward.`,
  },
  {
    id: 26,
    slug: 'positive-psychology-in-everyday-life',
    title: 'Positive Psychology in Everyday Life',
    subtitle:
      'Small, evidence-informed practices for noticing what is going well without ignoring what is hard.',
    excerpt:
      'Positive psychology is not about forced cheerfulness. It is about noticing strengths, savoring good moments and building meaning.',
    author: ARTICLE_AUTHOR,
    tags: ['gratitude', 'wellness', 'mindfulness', 'resilience'],
    heroImage: ARTICLE_HERO_IMAGE,
    readingTime: '5 min read',
    category: 'Wellness',
    emotion: '🌞',
    highlights: ['Savor good moments', 'Use your strengths', 'Room for hard feelings'],
    gradient: 'linear-gradient(135deg, #fef9c3 0%, #dcfce7 100%)',
    date: ARTICLE_DATE,
    content: `# Positive Psychology in Everyday Life

For a long time, much of psychology focused on what goes wrong: stress, illness and distress. Positive psychology adds another question: what helps people do well? It looks at things like gratitude, strengths, meaning, relationships and moments of joy, and how we can nurture them.

This is not about pretending everything is fine or putting on a smile when you are hurting. Difficult feelings are real and important. Positive psychology simply invites you to notice the good as well, and to build small habits that help you feel more connected, capable and hopeful over time.

## Not Toxic Positivity

Before going further, it is worth naming what positive psychology is not.

**Forced cheerfulness can make hard times harder.**

Phrases like "Just think positive" or "Everything happens for a reason" can leave people feeling dismissed. Healthy positivity makes room for sadness, anger and fear. It says, "This is hard, and there may also be something good here, when I am ready to see it."

You can hold both at once. Grief and gratitude, worry and hope, tiredness and pride often sit side by side.

## Key Ideas in Positive Psychology

Researchers often describe several areas that contribute to a sense of wellbeing. One well-known way to think about them includes:

- **Positive emotions**: moments of joy, calm, amusement, interest and contentment
- **Engagement**: becoming absorbed in activities that use your skills
- **Relationships**: warm, supportive connections with others
- **Meaning**: feeling part of something that matters to you
- **Accomplishment**: working toward goals and noticing progress

You do not need to focus on all of these. Small investments in even one area can make a difference.

## Practices to Try

### Three Good Things

At the end of each day, write down three things that went well, however small. Then add a line about why each one happened or what it meant to you.

- "My friend called. I felt cared about."
- "The sun came out on my walk. I slowed down and enjoyed it."
- "I finished a task I had been putting off. I felt relieved."

Over time, this practice can train your attention to notice good moments that might otherwise slip by.

### Savoring

Savoring means deliberately paying attention to a pleasant experience and letting it last a little longer. You might:

1. Pause when something good happens, like a warm drink or a kind word.
2. Notice the details: the taste, the sound, the feeling in your body.
3. Stay with it for a few breaths before moving on.
4. Share it with someone, which can deepen the enjoyment.

You can also savor memories, by recalling a happy time in detail, or look forward to something you are anticipating.

### Using Your Strengths

Everyone has strengths, such as kindness, curiosity, humor, persistence, fairness or creativity. Using them regularly can feel energizing.

Think about a time you felt at your best. What qualities were you using? Then look for a new way to use one of those strengths this week. If curiosity is a strength, try learning something new. If kindness is, plan a small act of kindness for someone.

### Acts of Kindness

Doing something kind for someone else can lift your own mood as well as theirs. Hold a door, write a thank-you note, check in on a neighbor, or offer help to a colleague. Small acts count.

### Gratitude Letters

Think of someone who made a positive difference in your life but whom you never properly thanked. Write them a letter describing what they did and how it affected you. You can send it, read it to them, or simply keep it. Many people find the writing itself meaningful.

### Finding Meaning

Meaning often comes from connecting daily life to something larger than yourself. Ask yourself:

- What matters most to me?
- When do I feel most useful or most myself?
- What small step could I take this week that reflects my values?

## Building Positive Habits Gently

These practices work best when they fit naturally into your life. Choose one or two, rather than trying everything at once. Try them for a few weeks and notice what changes.

If a practice starts to feel like a chore or a test, adjust it. You might write one good thing instead of three, or practice gratitude weekly instead of daily. The aim is to feel supported, not pressured.

You can also pair these practices with calming routines. For instance, before writing your three good things, take a few slow breaths, or try counting breaths from 1 to 10, starting again at 1 whenever your mind wanders.

## When Positivity Feels Out of Reach

There will be times when finding anything good feels impossible. During periods of depression, grief or intense stress, practices like gratitude can feel hollow or even frustrating. That is completely understandable. In those times, focus first on getting support and caring for your basic needs.

If low mood, hopelessness or anxiety continue for more than a couple of weeks, or interfere with your daily life, consider talking with a doctor or a licensed therapist. Reaching out is a sign of strength.

If you are in crisis or having thoughts of harming yourself, please get help right away. You can call or text 988 at any hour, 24/7, or text HOME to 741741 to connect with a trained crisis counselor. If you are in immediate danger, call 911 or your local emergency number. The red Crisis Resources button on every page of this site is always there.

## Small Moments, Lasting Change

Positive psychology reminds us that wellbeing is built not only by reducing what hurts but also by growing what helps. Tonight, try writing down one good thing from your day. It is a small start, and small starts matter.`,
  },
  {
    id: 27,
    slug: 'managing-your-energy',
    title: 'Managing Your Energy',
    subtitle: 'Why looking after your energy matters as much as managing your time.',
    excerpt:
      'Feeling drained is not just about hours in the day. Learn to notice what fuels and depletes you across body, mind and heart.',
    author: ARTICLE_AUTHOR,
    tags: ['self-care', 'burnout', 'sleep', 'stress'],
    heroImage: ARTICLE_HERO_IMAGE,
    readingTime: '5 min read',
    category: 'Self Care',
    emotion: '🔋',
    highlights: ['Notice energy patterns', 'Work in rhythms', 'Recharge on purpose'],
    gradient: 'linear-gradient(135deg, #cffafe 0%, #fef3c7 100%)',
    date: ARTICLE_DATE,
    content: `# Managing Your Energy

Have you ever had a day with plenty of free time but no energy to use it? Or a packed day that somehow left you feeling good? Time and energy are related, but they are not the same. You can have hours available and still feel unable to do anything with them.

Managing your energy means paying attention to what fuels you and what drains you, and making choices that help you feel more steady across the day and week. Unlike time, energy can be renewed. This article explores the different kinds of energy, how to notice your patterns, and practical ways to recharge.

## Four Kinds of Energy

It can help to think about energy in four overlapping areas:

- **Physical energy**: shaped by sleep, food, movement and rest
- **Mental energy**: your ability to focus, think clearly and make decisions
- **Emotional energy**: how you feel, and how much capacity you have to handle stress and support others
- **Sense of purpose**: the energy that comes from doing things that feel meaningful to you

When one area is low, the others are often affected. A poor night's sleep can make it harder to focus, and a stressful conversation can leave you physically tired. Looking after one area often helps the others too.

## Notice Your Energy Patterns

Before making changes, spend a few days observing. Every couple of hours, rate your energy from 1 to 10 and note what you were doing.

You may discover:

- Times of day when you feel sharp, and times when you slump
- Activities, people or environments that leave you drained
- Activities, people or environments that leave you refreshed
- How things like meals, screen time and breaks affect you

**Your energy has a rhythm. Working with it is easier than fighting it.**

## Recharging Physical Energy

### Sleep

Sleep is the foundation of physical energy. Aim for a regular sleep and wake time, a dark and quiet bedroom, and a wind-down routine before bed. If you often struggle with sleep or feel exhausted despite resting, talk to a doctor, as ongoing tiredness can have many causes.

### Food and Water

Regular meals and snacks help keep energy steady. Long gaps without eating can lead to dips in focus and mood. Staying hydrated matters too, because even mild thirst can leave you feeling sluggish.

### Movement

It may seem strange, but gentle movement often increases energy rather than using it up. A short walk, some stretches, or standing up between tasks can help you feel more awake.

### Breaks

Long stretches of sitting and concentrating wear down physical and mental energy. Short, regular breaks, even two or three minutes, help you recover before you become depleted.

## Recharging Mental Energy

Every decision, notification and task switch uses a little mental energy.

1. Do your most demanding thinking when your energy is naturally highest.
2. Group similar tasks together, such as answering messages at set times.
3. Reduce decisions where you can, for example by planning meals or outfits ahead.
4. Turn off non-essential notifications for periods of focused work.
5. Finish the day by writing down tomorrow's priorities, so your mind can let go.

## Recharging Emotional Energy

Emotional energy is affected by stress, conflict, worry and caring for others. It is replenished by connection, rest, enjoyment and feeling understood.

- Spend time with people who leave you feeling lighter.
- Set boundaries with situations or people who consistently drain you.
- Make room for activities that bring you joy, not only ones that are useful.
- Notice and name your feelings, which can make them easier to manage.

When stress builds up during the day, a short breathing practice can help you reset. Try box breathing: breathe in for a count of 4, hold for 4, breathe out for 4, and hold for 4. Repeat for a minute or two. If holding the breath is uncomfortable, just breathe slowly and evenly.

## Recharging Through Purpose

Doing things that matter to you can be energizing, even when they take effort. If your days feel flat, ask yourself what you care about most, and look for one small way to connect with it this week. That could be helping someone, learning something, creating something or spending time with people you love.

## Working in Rhythms

Rather than pushing through the whole day at full speed, try alternating periods of focus with periods of recovery. For example, work with concentration for a set period, then take a short break to move, breathe or step outside. Across the week, balance demanding days with lighter ones where possible, and protect some time for genuine rest.

## Know Your Drains

Some common energy drains are easy to overlook:

- Unfinished tasks circling in your mind
- Clutter or a chaotic environment
- Constant availability on messages and email
- Saying yes when you want to say no
- Comparing yourself with others online

You cannot remove every drain, but reducing even one or two can free up noticeable energy.

## When Low Energy Persists

Feeling tired from time to time is normal. But if you feel exhausted most days, for weeks, even after rest, it is worth speaking with a doctor. Ongoing fatigue can have physical and emotional causes, and a professional can help you understand what is going on. A licensed therapist can also help if stress, low mood or burnout is draining you.

If exhaustion comes with hopelessness, or you have thoughts of harming yourself, please reach out right away. You can call or text 988, available 24/7, or text HOME to 741741 to reach a trained crisis counselor. If you are in immediate danger, call 911 or your local emergency number. The red Crisis Resources button on every page of this site is always available.

## Start With One Change

Managing your energy is about small, thoughtful adjustments rather than a complete overhaul. Choose one area, perhaps an earlier bedtime, a daily walk or a boundary around messages, and notice how it affects your energy over the next week.`,
  },
];
