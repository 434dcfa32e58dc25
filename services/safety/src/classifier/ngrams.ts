import { lazyLearnedModel } from '../languages/learned.ts';

/**
 * A second learned reader of English and Spanish: logistic regression over hashed character n-grams and
 * words (the features of the learned reader of other languages), trained by training/ngrams.ts on the
 * labelled sentences and the development sets, whole conversations included. The word classifier and the
 * rules read wordings they were shown; character n-grams carry across spellings, slang, inflection and
 * Spanish typed without accents. Where it is all but sure, the latest message has eight words or more and
 * the word classifier leans the same way, a message the rules read as ordinary is a warning sign
 * (conversation.ts): the companion asks gently and names help. It is a crisis (weak evidence: a crisis reply,
 * no session flag) only when the latest message read alone is danger to it too: the messages before alone
 * made it answer goodbyes and plans after a hard story with the crisis reply (eval/REPORT.md, the
 * forty-third set). Trained on the companion's ordinary conversations too, every window.
 */
/** The trained model, or null before training/ngrams.ts has written one. */
export const ngramModel = lazyLearnedModel(new URL('./ngrams.json', import.meta.url));

/** What the word classifier must give the same text for the n-gram reader's crisis to count. */
export const NGRAM_BACKING = 0.3;
/** How sure the reader must be of the latest message alone for its reading to be a crisis. */
export const NGRAM_ALONE_SURE = 0.95;
/** The fewest words of the latest message the n-gram reader reads (a thanks and a goodbye are fewer). */
export const NGRAM_MIN_WORDS = 8;
