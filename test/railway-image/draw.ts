import sharp from 'sharp';

/** A PNG of an SVG body drawn black on white (test pictures). */
export async function svgPicture(width: number, height: number, body: string, format: 'png' | 'jpeg' = 'png'): Promise<Uint8Array> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/>${body}</svg>`;
  const picture = sharp(Buffer.from(svg)).flatten({ background: '#fff' });
  return new Uint8Array(format === 'png' ? await picture.png().toBuffer() : await picture.jpeg({ quality: 90 }).toBuffer());
}

export const stroke = (d: string, width = 4) => `<path d="${d}" fill="none" stroke="#000" stroke-width="${width}" stroke-linecap="round"/>`;
