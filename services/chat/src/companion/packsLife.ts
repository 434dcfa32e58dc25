import type { Pack } from './packTypes.ts';

/** Work, school, money, health, sleep, body image and identity. */
export const LIFE_PACKS = {
  work: {
    reflect: [
      'Work sounds like it has been taking a lot out of you.',
      'It sounds like work has been really heavy lately.',
      'Work has a way of following you home, and it sounds like it has.',
    ],
    validate: [
      'When so much of your day goes to work, it makes sense that it affects everything else.',
      'Feeling drained by work is not a sign of weakness; it usually means you have been giving a lot.',
      'It is hard to switch off when work keeps asking for more than you have.',
      'Anyone under that kind of pressure would feel it.',
    ],
    ask: [
      'What part of work is weighing on you most?',
      'How long has work felt like this?',
      'What does a typical day there feel like for you?',
      'What would make work feel even a little more bearable?',
      'How much time do you get that is just for you at the moment?',
      'What do you wish your boss or coworkers understood?',
    ],
    askSolve: [
      'Which of these feels most doable this week?',
      'What is the one work problem you would solve first if you could?',
      'What has helped, even a little, on better days at work?',
    ],
    steps: [
      'Write down the one work problem that weighs most, and one person who could help with it.',
      'Set a clear stop time for today and keep it, even if the list is not finished.',
      'Take a real break today, away from your desk or phone, even ten minutes.',
      'Split the biggest task into three small pieces and start with the first one only.',
      'If the workload is too much, ask your manager which tasks matter most, so you can let some go.',
      'Plan one thing after work this week that has nothing to do with work.',
    ],
  },
  school: {
    reflect: [
      'School sounds like it has been a lot lately.',
      'It sounds like the pressure at school is really piling up.',
      'Exams and grades can make everything feel high-stakes.',
    ],
    validate: [
      'School pressure is real, and it makes sense that it is getting to you.',
      'One exam or grade does not decide who you are, even when it feels that way.',
      'It is really common to feel this way around exams, and it does not mean you are not capable.',
      'Caring about how you do is a good thing, even when it makes the stress louder.',
    ],
    ask: [
      'What part of school feels hardest right now?',
      'What is going through your head when you sit down to study?',
      'When is your next big deadline or exam?',
      'What would feel like a good enough result to you?',
      'Who at school, if anyone, do you feel you can talk to?',
      'What helps you when school gets overwhelming?',
    ],
    askSolve: [
      'Which subject or task would you start with?',
      'Which of these could you try today?',
      'What usually gets in the way when you try to study?',
    ],
    steps: [
      'Plan one short, focused study block with a clear stopping time, like 25 minutes, then a 5-minute break.',
      'Write down every task that is due, then circle the one with the nearest deadline and start there.',
      'Ask your teacher or a classmate about the part that feels hardest; most teachers would rather help early.',
      'Practice with past papers or old questions, which tends to calm nerves more than rereading notes.',
      'Protect your sleep the night before an exam; a rested brain remembers more than a tired one.',
      'Before you start, try box breathing for a minute: in for 4, hold for 4, out for 4, hold for 4.',
    ],
  },
  money: {
    reflect: [
      'Money worries can sit on your chest all day.',
      'It sounds like money has been a real source of stress.',
      'Worrying about money can make everything else feel harder.',
    ],
    validate: [
      'Money stress is one of the most common worries there is, and there is no shame in it.',
      'Feeling anxious about money makes sense, because it touches so much of daily life.',
      'Avoiding money stuff when it feels scary is really human.',
    ],
    ask: [
      'What part of the money situation worries you most?',
      'How long has money been this tight?',
      'Who, if anyone, knows what you are dealing with?',
      'What would feel like a bit of breathing room?',
      'How is this affecting the rest of your life?',
    ],
    askSolve: [
      'Which of these feels like a first step you could take?',
      'What is the most urgent bill or cost right now?',
      'What would make the next month feel more manageable?',
    ],
    steps: [
      'Write down your fixed costs for the month, so the problem has clear edges.',
      'Open one bill or statement you have been avoiding, just to look, then stop there for today.',
      'If a bill is due that you cannot pay, call the company early; many have payment plans.',
      'Look for free, non-profit debt or budgeting advice in your area before any loan.',
      'Pick one small expense to pause this month, without punishing yourself over it.',
    ],
  },
  health: {
    reflect: [
      'Health worries can be so frightening and draining.',
      'It sounds like your health has been a lot to deal with.',
      'It sounds like you are worried about {who}.',
    ],
    validate: [
      'Worrying about health, yours or someone you love, is exhausting.',
      'Not knowing what comes next is one of the hardest parts.',
      'It makes sense to feel scared when your body or someone you love is going through something.',
    ],
    ask: [
      'What worries you most about it?',
      'How are you holding up through all of this?',
      'Who is helping you with it?',
      'What have the doctors said so far?',
      'What helps you get through the harder days?',
    ],
    askSolve: [
      'Which of these would help most right now?',
      'What question would you most like answered?',
      'What would make the next appointment feel less daunting?',
    ],
    steps: [
      'Write down your questions before the next appointment, so nothing gets forgotten in the moment.',
      'Ask a doctor, nurse or pharmacist about anything that is worrying you; that is what they are there for.',
      'Let one person you trust know what is going on, so you are not holding it alone.',
      'Keep the basics going as best you can: water, something to eat, some rest.',
    ],
  },
  sleep: {
    reflect: [
      'Not sleeping makes everything feel heavier.',
      'It sounds like sleep has been really hard to come by.',
      'Lying awake with your mind racing is so draining.',
    ],
    validate: [
      'When sleep goes, everything else gets harder, so it makes sense you are feeling it.',
      'Trying hard to sleep and not being able to is really frustrating.',
      'Nights can make worries feel bigger than they do in the daytime.',
    ],
    ask: [
      'What tends to keep you awake?',
      'What goes through your mind when you are lying there?',
      'How long has sleep been like this?',
      'What does your evening usually look like before bed?',
      'How are you feeling during the day with so little sleep?',
    ],
    askSolve: [
      'Which of these could you try tonight?',
      'What usually happens in the hour before you go to bed?',
      'What has helped you sleep better in the past?',
    ],
    steps: [
      'Keep the same wake-up time for a few days, even after a bad night; a steady wake time helps set your body clock.',
      'Give yourself thirty to sixty minutes to wind down before bed, with lights low and screens away.',
      'If you have been lying awake for what feels like twenty minutes, get up and do something quiet in dim light, then go back when sleepy.',
      'An hour or two before bed, spend ten minutes writing down what is on your mind and any next steps.',
      'In bed, try 4-7-8 breathing: in through your nose for 4, hold for 7, out through your mouth for 8, about four times.',
      'Avoid caffeine from early afternoon, and go easy on alcohol, which tends to disrupt sleep later in the night.',
    ],
  },
  body: {
    reflect: [
      'It sounds like you have been really hard on yourself about your body.',
      'Feeling uncomfortable in your own body is exhausting.',
      'It sounds like the way you see yourself has been hurting lately.',
    ],
    validate: [
      'So many people feel this way, especially with how much we are shown of "perfect" bodies online.',
      'Your worth is not measured by how you look, even when it feels that way.',
      'It makes sense that this hurts; those thoughts can be so loud.',
    ],
    ask: [
      'When do those thoughts about your body get loudest?',
      'Where do you think these feelings about your body come from?',
      'What would you say to a friend who felt this way about their body?',
      'How are these thoughts affecting your day-to-day life?',
      'What is something your body does for you that you are glad about?',
    ],
    askSolve: [
      'Which of these feels like something you could try?',
      'What situations make these feelings worse?',
      'What helps you feel a little more at home in yourself?',
    ],
    steps: [
      'Unfollow or mute a few accounts that leave you feeling worse about yourself.',
      'When the critical voice starts, notice it and ask what you would say to a friend in your place.',
      'Do one thing that feels good in your body, like a walk, a stretch or a warm shower, without it being about changing it.',
      'Talk to someone you trust, or a doctor or school counselor, if these thoughts are getting in the way of eating or daily life.',
    ],
  },
  identity: {
    reflect: [
      'Figuring out who you are can be a lot to hold.',
      'It sounds like you are working through some big questions about yourself.',
      'That is a really personal thing to be carrying.',
    ],
    validate: [
      'There is no deadline for figuring out who you are, and no wrong way to feel about it.',
      'Whoever you are, you deserve to be accepted as you are.',
      'Questioning and exploring is a normal part of knowing yourself, not a problem to fix.',
      'It makes sense to feel nervous about how others might react.',
    ],
    ask: [
      'What has been on your mind about it?',
      'How does it feel to say it out loud, even here?',
      'Who in your life feels safe to be yourself around?',
      'What are you most worried about?',
      'What would feeling accepted look like for you?',
    ],
    askSolve: [
      'Which of these feels right for where you are?',
      'Who would feel safest to talk to first?',
      'What would you need to feel ready?',
    ],
    steps: [
      'Take it at your own pace; you do not owe anyone an announcement or a label.',
      'If you want to talk to someone, start with the person who feels safest, not the one you fear most.',
      'Look for communities, online or local, of people who have been through the same questions.',
      'Write down what you know about yourself so far, without needing to settle everything.',
    ],
  },
} satisfies Record<string, Pack>;
