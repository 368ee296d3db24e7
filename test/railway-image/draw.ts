import sharp from 'sharp';

/** A PNG of an SVG body drawn black on white (test pictures). */
export async function svgPicture(width: number, height: number, body: string, format: 'png' | 'jpeg' = 'png'): Promise<Uint8Array> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/>${body}</svg>`;
  const picture = sharp(Buffer.from(svg)).flatten({ background: '#fff' });
  return new Uint8Array(format === 'png' ? await picture.png().toBuffer() : await picture.jpeg({ quality: 90 }).toBuffer());
}

export const stroke = (d: string, width = 4) => `<path d="${d}" fill="none" stroke="#000" stroke-width="${width}" stroke-linecap="round"/>`;

// Two straight lines crossing at 45° at (200,150), their ends joined by arcs into one closed track.
export const X45 = (() => {
  const r = 120;
  const t = (22.5 * Math.PI) / 180;
  const [cx, cy] = [200, 150];
  const [ax, ay, bx, by] = [cx - r * Math.cos(t), cy - r * Math.sin(t), cx + r * Math.cos(t), cy + r * Math.sin(t)];
  const [c2x, c2y, d2x, d2y] = [cx - r * Math.cos(t), cy + r * Math.sin(t), cx + r * Math.cos(t), cy - r * Math.sin(t)];
  return stroke(`M${ax},${ay} L${bx},${by} A${r * Math.sin(t)},${r * Math.sin(t)} 0 0 0 ${d2x},${d2y} L${c2x},${c2y} A${r * Math.sin(t)},${r * Math.sin(t)} 0 0 1 ${ax},${ay}`);
})();
