/**
 * The typeface of every word and letter the corpus writes on its mazes (a fontconfig family).
 * `RAILWAY_CORPUS_FONT='DejaVu Serif' npm run bench -- image` judges the tracing on lettering
 * in another hand than the one its rules were mended on: the same pictures otherwise.
 */
export const LETTERING_FONT = process.env['RAILWAY_CORPUS_FONT'] ?? 'DejaVu Sans';
