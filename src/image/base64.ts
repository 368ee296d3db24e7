/** Base64 in a page as in Node (atob and btoa are in both; Buffer only in Node). */
export function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function toBase64(bytes: Uint8Array): string {
  const chunks: string[] = [];
  for (let at = 0; at < bytes.length; at += 0x8000) chunks.push(String.fromCharCode(...bytes.subarray(at, at + 0x8000)));
  return btoa(chunks.join(''));
}
