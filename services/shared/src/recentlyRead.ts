/**
 * A pure reading of a text, kept for the latest texts read: a conversation's recent messages are read
 * again on every turn (its safety context, its memory, its suggestions), and one reading each is enough.
 * The oldest is dropped first (insertion order); a long text is read each time, never kept (a rare
 * message whose reading would weigh on every collection of the young generation).
 */
export function recentlyRead<T>(
  read: (text: string) => T,
  kept: number,
  longest = 1_000,
): (text: string) => T {
  const readings = new Map<string, T>();
  return (text) => {
    const known = readings.get(text);
    if (known !== undefined) return known;
    const reading = read(text);
    if (text.length > longest) return reading;
    if (readings.size >= kept) readings.delete(readings.keys().next().value as string);
    readings.set(text, reading);
    return reading;
  };
}
