/** 32 random hex digits, for keys and ids; crypto.getRandomValues because plain-http pages lack crypto.randomUUID. */
export function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
