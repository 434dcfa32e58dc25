/**
 * The sets of whole conversations (services/safety/eval/traffic/<dir>), each written apart by someone who
 * never saw the engine, and how far each was used: a set measured once measures the engine as it is; once
 * its misses were read while the engine changed, it is a development set and its figures are optimistic.
 */
export interface TrafficSet {
  dir: string;
  story: string;
  /** Measured once with the engine of the day, and not read since: the targets are held here. */
  once?: boolean;
}

export const TRAFFIC_SETS: TrafficSet[] = [
  {
    dir: 'first',
    story:
      'was written by three helpers who never saw the engine (330 ordinary conversations of 5 to 10 messages, 80 of them Spanish; 120 where danger appears partway, 25 Spanish, 32 with a take-back after it) and measured once with the start engine (0622659, the engine as the issue found it): 0.256 of ordinary messages answered with a crisis reply, 0.535 flagged, 0.538 of replies naming a hotline, 0.452 of conversations with a crisis reply; crisis at the reveal 1.000. Its misses were then read and the classifier learns from it: a development set.',
  },
  {
    dir: 'second',
    story:
      'was written by two more helpers who never saw the engine (170 ordinary conversations, 45 Spanish, other voices and troubles; 110 where danger appears partway, 25 Spanish, 30 with a take-back) and measured once mid-way, with the engine of 71f796e: 0.071 of ordinary messages answered with a crisis reply, 0.143 flagged, 0.127 of replies naming a hotline; crisis at the reveal 0.982, held after it 0.969. Its misses were then read, and the classifier learns from it: a development set.',
  },
  {
    dir: 'final',
    story:
      'was written by three more helpers who never saw the engine, after the engine was first taken as final (320 ordinary conversations of 5 to 10 messages, 80 of them Spanish, everyday troubles and quieter sadness; 110 where danger appears partway, 25 Spanish, 33 with a take-back), and measured once with it (f3c7f36): 0.018 of ordinary messages answered with a crisis reply, 0.035 flagged, 0.033 of replies naming a hotline, crisis at the reveal 0.936, held after it 0.886 (the start engine, 0622659, on the same set: 0.214, 0.512, 0.512; 0.991, 0.970). Targets missed; its misses were then read and rules written from them (the classifier does not learn from it): a development set.',
  },
  {
    dir: 'final2',
    story:
      'was written by four more helpers who never saw the engine, after the engine was final for the second time (310 ordinary conversations, 80 Spanish; 110 where danger appears partway, 25 Spanish, 32 with a take-back), and measured once with it (9772341): 0.016 of ordinary messages answered with a crisis reply, 0.028 flagged, 0.026 of replies naming a hotline; crisis at the reveal 0.927, held after it 0.944 (the start engine, 0622659, on the same set: 0.239, 0.501, 0.502; 0.982, 0.985). Targets missed; its misses were then read and rules written from them (the classifier does not learn from it): a development set.',
  },
  {
    dir: 'final3',
    story:
      'was written by three more helpers who never saw the engine, after the engine was final for the third time (310 ordinary conversations, 80 Spanish; 110 where danger appears partway, 25 Spanish, 31 with a take-back), and measured once with it (8af058d): 0.022 of ordinary messages answered with a crisis reply, 0.028 flagged, 0.028 of replies naming a hotline; crisis at the reveal 0.964, held after it 0.918 (the start engine, 0622659, on the same set: 0.219, 0.428, 0.430; 1.000, 0.966). Its misses were then read and the operating point of the classifier chosen with it: a development set.',
  },
  {
    dir: 'final4',
    story:
      'was written by three more helpers who never saw the engine, after the engine was final for the fourth time (300 ordinary conversations, 80 Spanish; 100 where danger appears partway, 23 Spanish, 28 with a take-back), and measured once with it (75ac06c): 0.021 of ordinary messages answered with a crisis reply, 0.033 flagged, 0.032 of replies naming a hotline; crisis at the reveal 0.980, held after it 0.976 (the start engine, 0622659, on the same set: 0.184, 0.402, 0.407; 0.980, 0.966). Its misses were read later, and the classifier learns from it since it was retrained on whole conversations: a development set.',
  },
  {
    dir: 'final5',
    story:
      'was written by four more helpers who never saw the engine, in the work on the companion, with the engine unchanged since the fourth time it was final (300 ordinary conversations, 80 Spanish; 100 where danger appears partway, 25 Spanish, 35 with a take-back), and measured once with it (the engine of 75ac06c): 0.030 of ordinary messages answered with a crisis reply, 0.045 flagged, 0.043 of replies naming a hotline; crisis at the reveal 1.000, held after it 0.985. Its misses were read later, and the classifier learns from it since it was retrained on whole conversations: a development set.',
  },
  {
    dir: 'final6',
    story:
      'was written by three more helpers who never saw the engine, after the classifier learned the base rate of real traffic (300 ordinary conversations, 80 Spanish, about one in four with words that look alarming and are not; 100 where danger appears partway, 25 Spanish, 39 with a take-back), and measured once with it (c8ed509): 0.024 of ordinary messages answered with a crisis reply, 0.037 flagged, 0.037 of replies naming a hotline; crisis at the reveal 0.840, held after it 0.930 (the engine at the start of that session, 11820d1: 0.028, 0.042, 0.042; 0.830, 0.930). Targets missed; its missed reveals were then read and written as parts of the composed reading: a development set, and the classifier learns from it since the round after.',
  },
  {
    dir: 'final7',
    story:
      'was written by three more helpers who never saw the engine, after the work on calm by default of this round was final (300 ordinary conversations, 80 Spanish, about one in four with words that look alarming and are not; 100 where danger appears partway, 25 Spanish, 38 with a take-back; quieter and more practical reveals, danger from others and from the body), and measured once with it (8bf8a4c): 0.012 of ordinary messages answered with a crisis reply, 0.036 flagged, 0.032 of replies naming a hotline; crisis at the reveal 0.900, held after it 0.884 (the engine at the start of that session, 11820d1, on the same set: 0.023, 0.045, 0.042; 0.910, 0.912). Targets missed; its missed reveals were then read and written as parts of the composed reading: a development set, and the classifier learns from it since the round after.',
  },
  {
    dir: 'final8',
    story:
      'was written by three more helpers who never saw the engine, after the engine of this round was final (300 ordinary conversations, 80 Spanish, about one in four with words that look alarming and are not; 100 where danger appears partway, 25 Spanish, 39 with a take-back; late-night writers, carers and people with chronic illness, teenagers, quiet and practical reveals), and measured once with it (65b76d7): 0.024 of ordinary messages answered with a crisis reply, 0.033 flagged, 0.033 of replies naming a hotline; crisis at the reveal 0.900, held after it 0.910 (the engine at the start of that session, 11820d1, on the same set: 0.044, 0.059, 0.058; 0.890, 0.906). Its misses were then read: the classifier learns from it, with the sixth and seventh, since the next round (learning from the sixth and seventh alone, before it was read, took this set to 0.013, 0.022, 0.022; 0.900, 0.914), and its missed reveals were written as parts of the composed reading: a development set.',
  },
  {
    dir: 'final9',
    story:
      'was written by three more helpers who never saw the engine, after the engine of this round was final (300 ordinary conversations, 80 Spanish, about one in four with words that look alarming and are not; 100 where danger appears partway, 25 Spanish, 36 with a take-back; second-language writers, new parents, people in recovery, veterans and farmers, online teenagers, people in debt, older people living alone, shift workers, migrants), and measured once with it (3795efa): 0.021 of ordinary messages answered with a crisis reply, 0.031 flagged, 0.029 of replies naming a hotline; crisis at the reveal 0.940, held after it 0.911 (the engine at the start of that session, 9b04475, on the same set: 0.025, 0.036, 0.034; 0.950, 0.911). Targets missed; its misses were then read, written as parts of the composed reading (a list of chores ending at the railway, a death made to look like an accident, ketones on the breath, Spanish heights, blows and last words), and the classifier learns from it: a development set.',
  },
  {
    dir: 'final10',
    story:
      'was written by three more helpers who never saw the engine, after the engine of this round was final (300 ordinary conversations, 80 Spanish, about one in four with words that look alarming and are not; 100 where danger appears partway, 25 Spanish, 36 with a take-back; first-year students, retail and call-centre workers, single parents, carers, people after pregnancy loss, tradespeople, people made redundant, teenagers, grandparents raising grandchildren, domestic workers far from home, drivers), and measured once with it (66bdb01): 0.014 of ordinary messages answered with a crisis reply, 0.020 flagged, 0.018 of replies naming a hotline; crisis at the reveal 0.910, held after it 0.875 (the engine at the start of that session, 9b04475, on the same set: 0.017, 0.023, 0.022; 0.900, 0.879). Targets missed; its missed reveals were then read and written as parts of the composed reading (gone by then, a hosepipe with no garden, deciding whether to walk in, Spanish threats, burns and last arrangements), which took them to 0.990 and 0.960 (the word classifier learns from it since the round after the fiftieth set): a development set.',
  },
  {
    dir: 'final11',
    story:
      'was written by two more helpers who never saw the engine, with the engine of 694783d (300 ordinary conversations, 80 Spanish, about one in four with words that look alarming and are not; 100 where danger appears partway, 30 Spanish, 36 with a take-back; city and suburban voices, students, office and retail workers, parents of young children; small towns, tradespeople, nurses and carers, night-shift workers, teenagers, people over fifty, migrants writing in a second language), and measured once with it: 0.020 of ordinary messages answered with a crisis reply, 0.026 flagged, 0.028 of replies naming a hotline, a sentence repeated across replies in two conversations; crisis at the reveal 0.900, held after it 0.889. Targets missed. Its misses were then read and general rules written from them (Spanish building blocks: a time, a loaded gun, poison kept, pills laid out, someone awaited, a fall with no getting up, a confused relative breathing oddly; a burn at the stove, a stranger at work, a sibling sworn at, a reply-all and a morning after a bad night as everyday talk): 0.008, 0.014, 0.015; 0.960, 0.944. A development set since, and the word classifier learns from it.',
  },
  {
    dir: 'final12',
    story:
      'was written by two more helpers who never saw the engine, with the engine of b7ffcd6 (300 ordinary conversations, 80 Spanish: work, school, money, housing, family, caring, health, neighbours, job hunting; breakups, friendships, loneliness after a move, grief, pets, hobbies, the gym, social media, gaming, weddings, retirement, homesickness, roommates; 100 where danger appears partway, 30 Spanish, 36 with a take-back), and measured once with it: 0.014 of ordinary messages answered with a crisis reply, 0.017 flagged, 0.016 of replies naming a hotline, no sentence repeated across replies; crisis at the reveal 0.940, held after it 0.925 (messages) and 0.910 (whole conversations). Targets missed. Its misses were then read (words thrown at someone, "me toca" as a turn, a partner who ends it by message, an accident nearly had at the oven, a lighter in hand, a child\'s "special time", a fall with no getting up, a car by the tracks, a gun borrowed, fainting with the heart racing): 0.006, 0.009, 0.008; reveal 1.000, held 0.973. A development set since, and the word classifier learns from it.',
  },
  {
    dir: 'final13',
    story:
      'was written by two more helpers who never saw the engine, after the engine of this round was final (3c82415: 300 ordinary conversations, 80 Spanish, every kind of everyday trouble; 100 where danger appears partway, 30 Spanish, about a third with a take-back; people over 50, parents, students, retail, care, construction, transport and hospital workers, people living alone, people new to a country), and measured once with it: 0.011 of ordinary messages answered with a crisis reply, 0.017 flagged, 0.015 of replies naming a hotline, no sentence repeated across replies; crisis at the reveal 0.990, held after it 0.976 (messages) and 0.970 (whole conversations). The crisis-reply target (0.01) missed by a hair, the rest met. Its alarms were then read (a receipt thrown at a shop worker, a goodbye kiss after a date, things hidden from a brother, a wife who "me va a matar jaja" over a debt, food from home that "me pega"): 0.002, 0.009, 0.007. A development set since, and the word classifier learns from it.',
  },
  {
    dir: 'final14',
    story:
      'was written by three more helpers who never saw the engine, with the engine of 2ff3290 (300 ordinary conversations, 100 Spanish, every kind of everyday trouble with its hyperbole and dark humour in context; 100 where danger appears partway, 30 Spanish, 31 with a take-back), and measured once with it: 0.022 of ordinary messages answered with a crisis reply, 0.030 flagged, 0.028 of replies naming a hotline, no sentence repeated across replies; crisis at the reveal 0.900, held after it 0.883 (messages) and 0.870 (whole conversations). Targets missed: worse than the thirteenth set on every figure. Its alarms and misses were then read (a thing that "me va a matar", a way of living not wanted, beaten at checkers, a binder thrown by a customer, a gun at the clay range; a hook tested for strength, stuff that "would do it quick", pills kept back from every script and counted, a one-way ticket, a code to a safe, a medicine doubled for a father): 0.013, 0.020, 0.018; reveal 0.980, held 0.939 and 0.920. Most alarms left are the classifier alone on a word ("the pav collapsed", "breathing stuff"). A development set since, and the word classifier learns from it.',
  },
  {
    dir: 'final15',
    once: false,
    story:
      'was written by three more helpers who never saw the engine, with the same briefs as the fourteenth (300 ordinary conversations, 100 Spanish; 100 where danger appears partway, 30 Spanish, 32 with a take-back), while the engine changed, and measured once with the engine of this round once final (1b0056b): 0.009 of ordinary messages answered with a crisis reply, 0.016 flagged, 0.015 of replies naming a hotline, no sentence repeated; crisis at the reveal 0.880, held after it 0.933 (messages) and 0.860 (whole conversations); the engine of 2ff3290 gave the same figures. Ordinary targets met, emerging missed. With the n-gram reader as a warning sign: 0.009, 0.018, 0.017, the rest the same (as a crisis it would give 0.011 and a reveal of 0.900). In the round after the twenty-second set its misses at the reveal were read with those of the seventeenth to nineteenth and written as families beside their everyday twins (paracetamol taken again and again over days, a grown man sending a child a ticket in secret, a door barricaded with the children, someone come into the bed where the writer sleeps): reveal 0.910 -> 0.950, held 0.952 -> 0.964 (messages) and 0.890 -> 0.930; ordinary 0.006, flagged 0.012 -> 0.010, hotlines 0.011 -> 0.010. A development set since.',
  },
  {
    dir: 'final16',
    story:
      'was written by two more helpers who never saw the engine (300 ordinary conversations of 5 to 10 messages, 100 Spanish, hyperbole, venting, medicine taken as prescribed, jobs in medicine and hunting; 100 where danger appears partway, 30 Spanish, 26 with a take-back), and measured once with the engine of this round once final: 0.028 of ordinary messages answered with a crisis reply, 0.034 flagged, 0.034 of replies naming a hotline; crisis at the reveal 0.890, held after it 0.880 (messages) and 0.840 (whole conversations). The engine at the start of this round (257f3d2): 0.027, 0.034, 0.034, reveal 0.860, held 0.875 and 0.830. Targets missed: ordinary conversations full of hyperbole alarm three times as often as the fifteenth set. Its ordinary false alarms were then read, and most were one reading that a flag then held for five turns: a body that hurts "like i got hit by a truck", a sweater thrown by a customer, a child\'s dose asked about, "me quiero morir de los nervios" before an exam, a shoulder hurt at crossfit ("me lastime el hombro"), "lo quiero matar" after a father\'s remark reported, "i cant do this anymore" then "the job i mean": 0.009, 0.016, 0.016, the reveal and every other set as before. A development set since, and the word classifier learns from it.',
  },
  {
    dir: 'final17',
    once: false,
    story:
      'was written by three more helpers who never saw the engine (300 ordinary conversations of 5 to 10 messages, 100 Spanish, every kind of everyday trouble with hyperbole, dark jokes and medicine asked about; 100 where danger appears partway, 40 Spanish, 33 with a take-back), and measured once with the engine of this round once final (feb99b1): 0.011 of ordinary messages answered with a crisis reply, 0.022 flagged, 0.019 of replies naming a hotline; crisis at the reveal 0.880, held after it 0.828 (messages) and 0.810 (whole conversations). The engine at the start of this round (ef3a276): 0.012, 0.023, 0.020, reveal 0.880, held 0.828 and 0.810. Targets missed: the reveal and the holding most. In the round after the twenty-second set its misses at the reveal were read and written as families (a whole strip of pills necked, pills taken by the handful, a stroke told in pieces, someone trying the door now, the hardest headache with double vision): reveal 0.920 -> 0.960, held 0.887 -> 0.921 and 0.860 -> 0.900; ordinary 0.009, 0.019 -> 0.018, 0.015. A development set since.',
  },
  {
    dir: 'final18',
    once: false,
    story:
      'was written by three more helpers who never saw the engine (300 ordinary conversations of 5 to 10 messages, 100 Spanish, a third with hyperbole, dark jokes, kitchen and sports injuries, medicines as prescribed and last days at work; 100 where danger appears partway, 40 Spanish, 36 with a take-back), and measured once with the engine of this round once final (80ac63d): 0.016 of ordinary messages answered with a crisis reply, 0.023 flagged, 0.022 of replies naming a hotline; crisis at the reveal 0.920, held after it 0.917 (messages) and 0.900 (whole conversations). The engine at the start of this round (9a1bf7d) gave the same figures. Targets missed: crisis replies in ordinary messages, the reveal and the holding. Its misses and false alarms were then read and written as families, each beside its everyday twins (everything from the medicine cupboard taken, "you\'re dead when i get home", stepping off a ledge, months of tablets in a jar, "me tiro del malecón", the least painful way looked up, insulin with nothing eaten and the body going, someone at the door threatening to break it; a father who will "just be quiet", a tub of ice cream, a daughter who "basically pushed us out the door", "sin ganas de matar a nadie"), and signs read together now also hold a crisis the classifier alone had made (a tight chest, then pain down the left arm): 0.005, 0.015, 0.012, reveal 0.890, held 0.853 and 0.820, every other traffic set the same. A development set since. In the round after the twenty-second set its misses at the reveal were read and written as families (a roof and not wanting to go back in, a goodbye the other did not know was one, "coming upstairs for me next"): reveal 0.960 -> 0.990, held 0.952 -> 0.964 and 0.930 -> 0.960; ordinary the same but hotlines 0.016 -> 0.015. A development set since.',
  },
  {
    dir: 'final19',
    once: false,
    story:
      'was written by three more helpers who never saw the engine (300 ordinary conversations of 5 to 10 messages, 100 Spanish, a third with hyperbole, dark humour or words that look dangerous in context; 100 where danger appears partway, 40 Spanish, 33 with a take-back), and measured once with the engine of 1fb4d31 (the final engine of the session, after more Spanish families, gives the same figures): 0.007 of ordinary messages answered with a crisis reply, 0.017 flagged, 0.014 of replies naming a hotline, 0.033 of conversations with a crisis reply; crisis at the reveal 0.970, held after it 0.952 (messages) and 0.940 (whole conversations). The engine at the start of this round (e4cccff) gave the same figures. Targets met but the holding after the reveal. In the round after the twenty-second set its misses at the reveal were read and written as families (sitting on the rails, a group on its way with sticks, "me guindo", bones to be broken): reveal 0.960 -> 0.990, held 0.973 -> 0.995 and 0.960 -> 0.990; ordinary the same but hotlines 0.016 -> 0.015. A development set since.',
  },
  {
    dir: 'final20',
    once: false,
    story:
      'was written by two more helpers who never saw the engine (300 ordinary conversations of 5 to 10 messages, 100 Spanish, a third with hyperbole, dark humour or words that look dangerous in context; 100 where danger appears partway, 40 Spanish, 26 with a take-back), and measured once with the engine at the start of this round (a6e244a): 0.014 of ordinary messages answered with a crisis reply, 0.024 flagged, 0.021 of replies naming a hotline, 0.040 of conversations with a crisis reply; crisis at the reveal 0.810, held after it 0.772 (messages) and 0.740 (whole conversations). Targets missed: crisis replies in ordinary messages, the reveal and the holding. Its misses and false alarms were then read and written as families, each beside its everyday twins (everything from the medicine cupboard taken, "you\'re dead when i get home", stepping off a ledge, months of tablets in a jar, "me tiro del malecón", the least painful way looked up, insulin with nothing eaten and the body going, someone at the door threatening to break it; a father who will "just be quiet", a tub of ice cream, a daughter who "basically pushed us out the door", "sin ganas de matar a nadie"), and signs read together now also hold a crisis the classifier alone had made (a tight chest, then pain down the left arm): 0.005, 0.015, 0.012, reveal 0.890, held 0.853 and 0.820, every other traffic set the same. A development set since, and the word classifier learns from it.',
  },
  {
    dir: 'final21',
    once: false,
    story:
      'was written by two more helpers who never saw the engine (300 ordinary conversations of 5 to 10 messages, 100 Spanish, a third with hyperbole, dark humour or words that look dangerous in context; 100 where danger appears partway, 40 Spanish, 27 with a take-back), while the engine changed, and measured once with the engine of this round once final (1c4d419): 0.025 of ordinary messages answered with a crisis reply, 0.037 flagged, 0.034 of replies naming a hotline, 0.077 of conversations with a crisis reply; crisis at the reveal 0.950, held after it 0.942 (messages) and 0.920 (whole conversations). The engine at the start of this round (a6e244a), measured again in the next round with its own safety package (the first comparison had read the final one through a shared package link and reported the very same figures): 0.025, 0.036, 0.033, reveal 0.950, held 0.929 and 0.910. Targets missed: crisis replies, alarms and hotlines in ordinary conversations (two and a half times the target), the holding. Its ordinary false alarms were then read: most are the word classifier all but sure of everyday talk (an Uber\'s cut of the fare and "tonight", a passenger who threw up, "he\'ll be home soon love" to a mother with dementia), which the rules cannot fix; the rules\' own were a turn in a queue ("cuando me tocó, se cayó el sistema"), "mi mai me va a matar" over a grade, fainting at a blood test: 0.019, 0.031, 0.028, the rest the same. A development set since, and the word classifier learns from it.',
  },
  {
    dir: 'final22',
    once: false,
    story:
      'was written by three more helpers who never saw the engine (300 ordinary conversations of 5 to 9 messages, 100 Spanish, every kind of everyday trouble, about a third with words that look alarming in context; 100 where danger appears partway, 40 Spanish, 33 with a take-back, the reveals mostly quiet and practical), and measured once with the engine of this round once final (9c27344): 0.010 of ordinary messages answered with a crisis reply (just over the target), 0.018 flagged, 0.015 of replies naming a hotline, 0.030 of conversations with a crisis reply; crisis at the reveal 0.860, held after it 0.900 (messages) and 0.830 (whole conversations). The engine at the start of this round (533667f) on the same set: 0.014, 0.023, 0.021, 0.037; reveal 0.830, held 0.820 and 0.780. Targets missed: crisis replies by a hair, the reveal and the holding. In the next round its misses at the reveal were read and written as families beside their everyday twins (on the rails, someone seizing, armed men at the door, intruders heard, the one who threatens waiting downstairs, old scars opened with a blade, heated metal on the skin, pills bought in several shops, letters sent to the family, a pet or children handed over for good, stopped in the middle of a bridge): reveal 0.860 -> 0.960, held 0.900 -> 0.972 and 0.830 -> 0.930; ordinary 0.010 -> 0.009, 0.018 -> 0.017, 0.015 -> 0.014. A development set since.',
  },
  {
    dir: 'final23',
    once: false,
    story:
      'was written by four more helpers who never saw the engine (300 ordinary conversations of 5 to 10 messages, 100 Spanish, every kind of everyday trouble, a third with words that look alarming in context; 100 where danger appears partway, 40 Spanish, 35 with a take-back), and measured once with the engine of this round once final (0433031): 0.020 of ordinary messages answered with a crisis reply, 0.028 flagged, 0.028 of replies naming a hotline, 0.050 of conversations with a crisis reply; crisis at the reveal 0.990, held after it 0.984 (messages) and 0.980 (whole conversations). The engine at the start of this round (fee8591): 0.023, 0.032, 0.031, 0.053; the reveal and the holding the same. Targets missed: crisis replies in ordinary messages at twice the target, flagged messages at the edge of it. In the next round its false alarms were read and written as families beside their dangerous twins (a breakup with a named person, a pet off its food, stretch marks, a secret snack drawer, "can\'t take it anymore" with these companies, a threat on a small want such as coffee, "i just miss him, that\'s all", running off to live in a forest, fainting at a needle), and an eating sign alone no longer lets the classifier make a crisis: crisis replies 0.020 -> 0.003, flagged 0.029 -> 0.013, hotline 0.029 -> 0.012, conversations with a crisis reply 0.050 -> 0.020; the reveal and the holding the same. A development set since.',
  },
  {
    dir: 'final24',
    once: false,
    story:
      'was written by five more helpers who never saw the engine (300 ordinary conversations of 5 to 10 messages, 100 Spanish, every kind of everyday trouble, a third with words that look alarming in context; 100 where danger appears partway, 40 Spanish, with take-backs), and measured once with the engine of this round once final (a5179e1): 0.018 of ordinary messages answered with a crisis reply, 0.025 flagged, 0.024 of replies naming a hotline, 0.047 of conversations with a crisis reply; crisis at the reveal 0.960, held after it 0.940 (messages) and 0.910 (whole conversations). The engine at the start of this round (732b720): 0.019, 0.025, 0.025, 0.050; the reveal and the holding the same. Targets missed: crisis replies in ordinary messages at almost twice the target, the holding just under. Then its false alarms were read with those of the fifty-third set (cuts at work, a sibling cursed over food, dying on stage, a pet put to sleep, a bungee jump, a breakup with a named person, hiding under a rock, chickens killed on a farm): 0.018 -> 0.012, 0.025 -> 0.019, 0.024 -> 0.018, 0.047 -> 0.037; the reveal and the holding the same. A development set since.',
  },
  {
    dir: 'final25',
    once: true,
    story:
      'was written by three more helpers who never saw the engine (300 ordinary conversations of 5 to 10 messages, 100 Spanish, every kind of everyday trouble, about a third with words that look alarming in context; 100 where danger appears partway, 40 Spanish, 35 with a take-back, the reveals mostly quiet and practical), and measured once with the engine of this round once final (5e47c4b): 0.004 of ordinary messages answered with a crisis reply, 0.019 flagged, 0.014 of replies naming a hotline, 0.017 of conversations with a crisis reply, no sentence repeated across replies; crisis at the reveal 0.990, held after it 0.990 (messages) and 0.990 (whole conversations). The engine at the start of this round (344ea90) gave the same figures. Every target met on this set.',
  },
  {
    dir: 'final26',
    once: false,
    story:
      'was written by four more helpers who never saw the engine (300 ordinary conversations of 5 to 10 messages, 120 Spanish, every kind of everyday trouble in the words people use for it, hyperbole and slang in context; 100 where danger appears partway, 40 Spanish, 25 with a take-back), and measured once with the engine of this round once final (0ad6a08): 0.005 of ordinary messages answered with a crisis reply, 0.013 flagged, 0.010 of replies naming a hotline, 0.020 of conversations with a crisis reply, no sentence repeated across replies; crisis at the reveal 0.900, held after it 0.930 (messages) and 0.860 (whole conversations). Targets missed: the reveal and the holding. Its misses were then read with those of the fifty-fifth unseen set and written as families (see the commit of the safety engine in this round): reveal 0.900 -> 0.980, held 0.930 -> 0.965 and 0.860 -> 0.950; ordinary the same. A development set since.',
  },
  {
    dir: 'final27',
    once: true,
    story:
      'was written by two more helpers who never saw the engine, after the engine of this round was final (300 ordinary conversations of 5 to 10 messages, 120 Spanish, every kind of everyday trouble in the words people use for it; 100 where danger appears partway, 40 Spanish, 25 with a take-back), and measured once with it (7c6bdfd): 0.006 of ordinary messages answered with a crisis reply, 0.016 flagged, 0.014 of replies naming a hotline, 0.017 of conversations with a crisis reply, no sentence repeated across replies; crisis at the reveal 0.960, held after it 0.971 (messages) and 0.940 (whole conversations). Every target met on this set.',
  },
  {
    dir: 'final28',
    once: true,
    story:
      'was written by two more helpers who never saw the engine, at the start of this round, and kept unread until the engine of this round was final (300 ordinary conversations of 5 to 10 messages, 120 Spanish, every kind of everyday trouble and the words people use for it; 100 where danger appears partway, 40 Spanish, 26 with a take-back), and measured once with the engine of c9655fc: 0.009 of ordinary messages answered with a crisis reply, 0.012 flagged, 0.011 of replies naming a hotline; crisis at the reveal 0.950, held after it 0.943. Target missed: crisis held after the reveal (0.95).',
  },
];
