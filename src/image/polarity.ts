import { darkPixels, otsuThreshold } from './binarize.js';
import { strokeWidth } from './components.js';
import type { GreyImage } from './raster.js';
import { lookedAt } from './reduce.js';

/*
 * Track is drawn as thin lines on a wide ground. Most pictures draw it dark on light paper;
 * chalk on a blackboard, a screen in dark mode or a negative draws it light on dark, and
 * traced as it is the ground became the track. Whichever side of the threshold is the thin
 * one is the drawing: the picture is turned negative when its light side is the thin one.
 */

/** The light side counts as the drawing when it is this many times thinner than the dark side. */
const THINNER = 3;

/** Whether the picture is drawn light on a dark ground. */
export function lightOnDark(picture: GreyImage): boolean {
  const image = lookedAt(picture).reduced;
  const dark = darkPixels(image, otsuThreshold(image));
  const light = { ...dark, data: new Uint8Array(dark.data.length) };
  for (let i = 0; i < light.data.length; i++) light.data[i] = 1 - dark.data[i]!;
  if (!light.data.includes(1) || !dark.data.includes(1)) return false;
  return THINNER * strokeWidth(light) < strokeWidth(dark);
}

/** The picture drawn dark on light: as it is, or its negative when it is drawn light on dark. */
export function darkOnLight(image: GreyImage): GreyImage {
  return lightOnDark(image) ? { ...image, data: image.data.map((v) => 255 - v) } : image;
}
