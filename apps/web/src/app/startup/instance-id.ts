/** A short random id for this page load, so a support call can tell two tabs or reloads apart. */
export function createInstanceId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(3));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
