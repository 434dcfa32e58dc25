/**
 * A topic's wording. Plain, warm sentences in the casual voice (the Gen Z voice is derived from them).
 * Placeholders: {who} is the person or pet the topic is about ("your mom", "your dog Max"), {name} the
 * short form ("Max", "your mom"); a line with a placeholder is only used when that person is known.
 */
export interface Pack {
  /** Reflections used when the message has no clause that reads well back. */
  reflect: string[];
  /** Validation: why the feeling makes sense. */
  validate: string[];
  /** Open questions for supportive mode. */
  ask: string[];
  /** Gentler questions for the first message about the topic, when the general ones would rush. */
  askFirst?: string[];
  /** Open questions for problem-solving mode. */
  askSolve: string[];
  /** Concrete steps, each one full sentence, imperative. */
  steps: string[];
}
