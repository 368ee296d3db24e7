import { describe, expect, it } from 'vitest';
import { decodeNetpbm } from '../../src/image/netpbm.js';

const ascii = (text: string) => new TextEncoder().encode(text);
const bytes = (header: string, raster: number[]) => new Uint8Array([...ascii(header), ...raster]);

function grey(result: ReturnType<typeof decodeNetpbm>): number[] {
  if (!result.ok) throw new Error(result.issues.map((i) => i.message).join('; '));
  return [...result.value.data];
}

describe('netpbm decoder', () => {
  it('reads ASCII PBM with comments, 1 as black, bits with or without spaces', () => {
    expect(grey(decodeNetpbm(ascii('P1\n# a comment\n3 2\n1 0 1\n010\n')))).toEqual([0, 255, 0, 255, 0, 255]);
  });

  it('reads binary PBM rows padded to whole bytes', () => {
    // 10 pixels wide: two bytes per row; first row 1000000001, second 0100000000.
    const result = decodeNetpbm(bytes('P4\n10 2\n', [0b10000000, 0b01000000, 0b01000000, 0b00000000]));
    expect(grey(result)).toEqual([0, 255, 255, 255, 255, 255, 255, 255, 255, 0, 255, 0, 255, 255, 255, 255, 255, 255, 255, 255]);
  });

  it('scales PGM samples by maxval (ASCII and binary, 8 and 16 bit)', () => {
    expect(grey(decodeNetpbm(ascii('P2 2 1 4 0 4')))).toEqual([0, 255]);
    expect(grey(decodeNetpbm(bytes('P5 3 1 255\n', [0, 128, 255])))).toEqual([0, 128, 255]);
    expect(grey(decodeNetpbm(bytes('P5 2 1 65535\n', [0x80, 0x00, 0xff, 0xff])))).toEqual([128, 255]);
  });

  it('turns PPM colour into luma', () => {
    expect(grey(decodeNetpbm(ascii('P3 2 1 255  255 0 0  255 255 255')))).toEqual([76, 255]);
    expect(grey(decodeNetpbm(bytes('P6 1 1 255\n', [0, 0, 255])))).toEqual([29]);
  });

  it('names the problem in a broken file', () => {
    const message = (text: Uint8Array) => {
      const result = decodeNetpbm(text);
      return result.ok ? 'decoded' : result.issues[0]!.message;
    };
    expect(message(ascii('P2 2 2 255 1 2 3'))).toMatch(/raster ends early at pixel \(1,1\)/);
    expect(message(ascii('P2 1 1 10 11'))).toMatch(/sample 11 above maxval 10 at pixel \(0,0\)/);
    expect(message(ascii('P5 x'))).toMatch(/width and height missing/);
    expect(message(ascii('P2 0 3 255'))).toMatch(/empty picture/);
    expect(message(ascii('P6 2 2 0\n'))).toMatch(/maxval/);
  });
});
