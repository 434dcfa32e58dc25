/**
 * A topic's wording in Spanish. {who} is the person the topic is about, as "tu hermana", "tu jefe"
 * (a line with {who} is used only when that person is known).
 */
export interface SpanishPack {
  /** Reflections that assume nothing bad about the people in it ("Parece que hay muchos cambios con {who}."). */
  reflect: string[];
  /** Reflections for when it hurts or there is friction. */
  reflectHard: string[];
  /** Reflections for people they love (a sister moving away, a grandfather's visit). */
  reflectWarm: string[];
  /** Why the feeling makes sense. */
  validate: string[];
  /** Open questions, one each, on this topic. */
  ask: string[];
  /** Concrete small steps, imperative (tú), one sentence each. */
  steps: string[];
}
