/** Attachment-style descriptions for the quiz results screen. These describe patterns, not diagnoses. */

export type AttachmentType = 'secure' | 'anxious' | 'avoidant' | 'disorganized';

export interface AttachmentStyleInfo {
  title: string;
  description: string;
  characteristics: string[];
  movingForward: string[];
}

export const ATTACHMENT_STYLES: Record<AttachmentType, AttachmentStyleInfo> = {
  secure: {
    title: 'Secure Attachment',
    description:
      'You tend to feel comfortable with both closeness and independence. You can usually reach out when you need support, offer it in return, and trust that a relationship can weather a disagreement. Like every style, this is a pattern rather than a fixed trait, and it can still wobble during stressful times.',
    characteristics: [
      'Comfortable being close to others and also spending time apart',
      'Able to express needs and feelings directly',
      'Generally trusts people without needing constant reassurance',
      'Approaches conflict looking for repair rather than withdrawing or escalating',
      'Sees yourself and others as basically worthy of care',
    ],
    movingForward: [
      'Keep naming your needs openly; it helps the people around you feel safe too',
      'Notice which situations still stir worry or an urge to pull away, and be gentle with them',
      'Offer patience and consistency to loved ones whose patterns differ from yours',
      'Keep investing in relationships that feel mutual and supportive',
      'Protect the habits that help you recover from stress, like rest, connection and reflection',
    ],
  },
  anxious: {
    title: 'Anxious Attachment',
    description:
      'You care deeply about your relationships and are very attuned to signs of connection or distance. When things feel uncertain, worry about being let down or left can rise quickly, and you may look for reassurance. This pattern usually develops for understandable reasons, and it can shift toward greater security with practice and supportive relationships.',
    characteristics: [
      'Values closeness and emotional intimacy highly',
      'Sensitive to small changes in tone, timing or attention',
      'May worry about being rejected or not loved enough',
      'Can seek frequent reassurance when feeling disconnected',
      'Often very caring, loyal and emotionally expressive',
    ],
    movingForward: [
      'When worry spikes, pause and soothe yourself before reaching out',
      'Ask for what you need directly and calmly instead of testing or guessing',
      'Check anxious stories against the evidence you actually have',
      'Build a full life of friendships, interests and self-care outside any one relationship',
      'Lean toward consistent, responsive people, and consider talking with a therapist if worry feels heavy',
    ],
  },
  avoidant: {
    title: 'Avoidant Attachment',
    description:
      'You value independence and self-reliance, and you are often good at handling things on your own. When others want a lot of closeness or emotional sharing, you may feel a pull to step back or keep things light. This pattern often grows from learning early to depend on yourself, and it can soften toward security as you practice letting others in.',
    characteristics: [
      'Strong sense of independence and self-sufficiency',
      'May feel uneasy when others depend on you or when you depend on them',
      'Tends to keep feelings private and handle stress alone',
      'May pull back or go quiet during conflict or emotional conversations',
      'Often calm, capable and steady in practical situations',
    ],
    movingForward: [
      'Notice the urge to withdraw and name it, to yourself or to others',
      'Say when you need space and when you will come back, rather than disappearing',
      'Practice sharing one feeling or need at a time with someone you trust',
      'Let someone help you with something small, and notice how it feels',
      'Remember that closeness and independence can exist together; you do not have to give up one for the other',
    ],
  },
  disorganized: {
    title: 'Disorganized Attachment',
    description:
      'You may long for closeness and also feel wary of it, so relationships can sometimes feel confusing or intense. This mix often makes sense in light of past experiences where connection and hurt were tangled together. It is a pattern, not a flaw, and with patience, safe relationships and support, many people move toward feeling more secure.',
    characteristics: [
      'Wants close relationships while also fearing being hurt in them',
      'May move back and forth between seeking closeness and pulling away',
      'Can find it hard to trust others, or to trust your own feelings in relationships',
      'Strong emotions may arise quickly when someone gets close',
      'Often deeply perceptive about the moods and intentions of people around you',
    ],
    movingForward: [
      'Build grounding and self-soothing skills so strong feelings are easier to ride out',
      'Go slowly in relationships, and notice which people feel consistently safe',
      'Name the push and pull when you notice it, without judging yourself for it',
      'Consider working with a therapist, especially one experienced with past hurts or trauma',
      'Celebrate small moments of trust and repair; they add up over time',
    ],
  },
};
